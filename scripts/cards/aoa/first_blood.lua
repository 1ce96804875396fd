-- First Blood (AoA 007): Alpha. Play: Deal 2 damage for each friendly Brobnar creature,
-- divided as the player likes among any creatures: each point goes to a creature the
-- player picks; what one creature gets is dealt to it as one amount (the rules'
-- allot_damage).
return {
	resolve = function(ctx)
		local brobnar = 0
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			if ctx:rule("of_house", creature, "brobnar") then
				brobnar = brobnar + 1
			end
		end
		if brobnar == 0 then
			return
		end
		local creatures = ctx:objects({ zone = "battleline" })
		ctx:rule("allot_damage", creatures, 2 * brobnar, "Deal 1 damage to which creature?")
	end,
}
