-- Plummet (GR 031): Play: Discard your hand (together). Deal 1 damage to each creature for
-- each card discarded this way.
return {
	resolve = function(ctx)
		local discarded = ctx:discard(ctx:objects({ zone = "hand", controller = "you" }))
		if #discarded == 0 then
			return
		end
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			ctx:deal_damage(creature, #discarded)
		end
	end,
}
