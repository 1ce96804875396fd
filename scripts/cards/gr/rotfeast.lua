-- Rotfeast (GR 366): Play: For the remainder of the turn, gain 1 æmber each time a creature
-- is dealt damage (each instance; prevented damage is not dealt).
return {
	resolve = function(ctx)
		ctx:lasting({ duration = "turn", effect = { trigger = "rotfeast" } })
	end,
	triggers = {
		{
			on = "damaged",
			lasting = "rotfeast",
			label = "a creature was dealt damage: gain 1 æmber (Rotfeast)",
			resolve = function(ctx)
				ctx:gain(ctx.controller, "amber", 1)
			end,
		},
	},
}
