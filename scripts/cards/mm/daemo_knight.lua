-- Dæmo-Knight (MM 132), and Dæmo-Thief (MM 246) and Dæmo-Beast (MM 363), whose keywords
-- are data: Destroyed: Steal 1 æmber.

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
