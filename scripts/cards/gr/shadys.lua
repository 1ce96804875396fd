-- Shadys (GR 123): Action: Play a creature from your discard pile. If that creature is
-- Purse-a-phone, destroy Shadys.
return {
	action = function(ctx)
		local creatures = ctx:objects({ zone = "discard", controller = "you", type = "creature" })
		local pick =
			ctx:choose({ prompt = "Play which creature from your discard pile?", objects = creatures })[1]
		if pick == nil then
			return
		end
		local purse = pick:card_id() == "purse_a_phone"
		ctx:play(pick)
		if purse then
			ctx:destroy(ctx.this)
		end
	end,
}
