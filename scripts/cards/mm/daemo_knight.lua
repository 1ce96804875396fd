-- Dæmo-Knight (MM 132): Destroyed: Steal 1 æmber.

return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: steal 1 æmber",
			resolve = function(ctx)
				ctx:steal(1)
			end,
		},
	},
}
