-- The Vaultkeeper (CotA 261): Your æmber cannot be stolen. A replacement effect on its
-- controller's loss that card text calls stealing: nothing happens instead (capturing and
-- losing æmber are not stealing).
return {
	replacements = {
		{
			on = "gain",
			label = "your æmber cannot be stolen (The Vaultkeeper)",
			applies = function(ctx, change)
				return change.cause == "steal" and change.player == ctx.controller and change.amount < 0
			end,
			instead = function()
				return {}
			end,
		},
	},
}
