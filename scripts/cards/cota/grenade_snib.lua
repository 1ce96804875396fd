-- Grenade Snib (CotA 034): Destroyed: Your opponent loses 2 æmber.
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: the opponent loses 2 æmber (Grenade Snib)",
			resolve = function(ctx)
				ctx:gain(ctx.opponent, "amber", -2)
			end,
		},
	},
}
