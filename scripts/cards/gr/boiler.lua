-- Boiler (GR 127): Destroyed: Deal 6 damage to each enemy flank creature. Scrap: Deal 1
-- damage to each enemy creature.
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: 6 damage to each enemy flank creature (Boiler)",
			resolve = function(ctx)
				for _, enemy in ipairs(ctx:rule("flank_creatures", "opponent")) do
					ctx:deal_damage(enemy, 6)
				end
			end,
		},
	},
	scrap = function(ctx)
		for _, enemy in ipairs(ctx:objects({ zone = "battleline", controller = "opponent" })) do
			ctx:deal_damage(enemy, 1)
		end
	end,
}
