-- Ged Hammer (WoE 028): Destroyed: Ready and enrage each other friendly Brobnar creature.
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "ready and enrage each other friendly Brobnar creature (Ged Hammer)",
			resolve = function(ctx)
				for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
					if creature ~= ctx.this and ctx:rule("of_house", creature, "brobnar") then
						ctx:ready(creature)
						ctx:rule("enrage", creature)
					end
				end
			end,
		},
	},
}
