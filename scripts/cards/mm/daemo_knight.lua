-- Dæmo-Knight (MM 132), and Dæmo-Thief (MM 246), Dæmo-Beast (MM 363), Sacro-Fiend (MM 061)
-- and Umbra-Fiend (MM 063), whose keywords are data: Destroyed: Steal 1 æmber.

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
