-- Old Egad, evil twin (DT 004): Destroyed: Enrage each enemy creature.
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: enrage each enemy creature (Old Egad)",
			resolve = function(ctx)
				for _, enemy in ipairs(ctx:objects({ zone = "battleline", controller = "opponent" })) do
					ctx:rule("enrage", enemy)
				end
			end,
		},
	},
}
