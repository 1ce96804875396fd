-- Festering Touch (WC 075): Play: Choose up to 2 creatures. Deal 1 damage to each; to one
-- already damaged, 3 instead (damaged as the card resolves, before this damage).
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		local chosen =
			ctx:choose({ prompt = "Choose up to 2 creatures", objects = creatures, min = 0, max = 2 })
		for _, creature in ipairs(chosen) do
			if creature:damage() > 0 then
				ctx:deal_damage(creature, 3)
			else
				ctx:deal_damage(creature, 1)
			end
		end
	end,
}
