-- Dust Imp: Destroyed: Gain 2 æmber. The ability is the imp's own ("own = true"): it
-- answers the imp's destruction from the discard pile, for whoever controlled it last.
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: gain 2 æmber",
			resolve = function(ctx)
				ctx:gain(ctx.controller, "amber", 2)
			end,
		},
	},
}
