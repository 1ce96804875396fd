-- Honor or Glory (DT 103): Play: Choose one: deal 3 damage to each flank creature; or deal
-- 3 damage to each creature not on a flank.
return {
	resolve = function(ctx)
		local picked = ctx:choose({
			prompt = "Honor or Glory: choose one",
			options = { "flank creatures", "creatures not on a flank" },
		})[1]
		local flank = {}
		for _, creature in ipairs(ctx:rule("flank_creatures")) do
			flank[creature.id] = true
		end
		local on_flank = picked == "flank creatures"
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			if (flank[creature.id] == true) == on_flank then
				ctx:deal_damage(creature, 3)
			end
		end
	end,
}
