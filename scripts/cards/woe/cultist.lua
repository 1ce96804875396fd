-- Cultist (WoE 399), token creature: Action: Destroy Cultist. If you do, ward a friendly
-- creature (a warded Cultist stays in play: nothing is warded).
return {
	action = function(ctx)
		if not ctx:destroy(ctx.this) then
			return
		end
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		if #mine == 0 then
			return
		end
		ctx:rule("ward", ctx:choose({ prompt = "Ward which friendly creature?", objects = mine })[1])
	end,
}
