-- Seeker Missiles (AS 298): Play: For each Skyborn flank creature (either side), deal 2
-- damage to a creature: 2 points at a time, each to a creature the player picks.
return {
	resolve = function(ctx)
		local n = 0
		for _, creature in ipairs(ctx:rule("flank_creatures", "any")) do
			if ctx:rule("of_house", creature, "skyborn") then
				n += 1
			end
		end
		local creatures = ctx:objects({ zone = "battleline" })
		ctx:rule("allot_damage", creatures, n, "Deal 2 damage to which creature?", 2)
	end,
}
