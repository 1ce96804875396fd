-- Seeker Missiles (AS 298): Play: For each Skyborn flank creature (either side), deal 2
-- damage to a creature: 2 points at a time, each to a creature the player picks.
return {
	resolve = function(ctx)
		local n = #ctx:rule("flank_creatures_of_house", "skyborn", "any")
		local creatures = ctx:objects({ zone = "battleline" })
		ctx:rule("allot_damage", creatures, n, "Deal 2 damage to which creature?", 2)
	end,
}
