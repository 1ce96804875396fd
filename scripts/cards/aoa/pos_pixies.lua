-- Po's Pixies (AoA 362), creature: Elusive. Æmber stolen or captured from your pool is
-- taken from the common supply instead. Only æmber that is there can be taken: with an
-- empty pool nothing is stolen or captured (keyteki's spec). The thief's gain of stolen
-- æmber comes with the loss it replaces, so it meets the thief's own replacements (Ether
-- Spider); a capture adds its counter whatever happened to the loss.
return {
	replacements = {
		{
			on = "gain",
			label = "æmber stolen or captured from your pool comes from the supply (Po's Pixies)",
			applies = function(ctx, change)
				return (change.cause == "steal" or change.cause == "capture")
					and change.player == ctx.controller
					and change.amount < 0
			end,
			instead = function(ctx, change)
				if change.cause == "steal" then
					return {
						kind = "gain",
						player = ctx.opponent,
						counter = change.counter,
						amount = -change.amount,
					}
				end
				return {}
			end,
		},
	},
}
