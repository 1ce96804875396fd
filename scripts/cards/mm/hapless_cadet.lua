-- Hapless Cadet (MM 345): Taunt (the rules'). Destroyed: Your opponent loses 3 æmber.
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: the opponent loses 3 æmber",
			resolve = function(ctx)
				ctx:gain(ctx.opponent, "amber", -3)
			end,
		},
	},
}
