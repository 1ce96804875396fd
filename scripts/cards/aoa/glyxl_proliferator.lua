-- Glyxl Proliferator (AoA 163): Reap: If it is on a flank, archive a Mars card from your
-- discard pile.
return {
	reap = function(ctx)
		if not ctx:rule("on_flank", ctx.this) then
			return
		end
		local pile = ctx:objects({ zone = "discard", controller = "you", attributes = { house = "mars" } })
		local card = ctx:choose({ prompt = "Archive which Mars card?", objects = pile })[1]
		if card ~= nil then
			ctx:move(card, "archives")
		end
	end,
}
