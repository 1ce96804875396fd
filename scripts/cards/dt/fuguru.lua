-- Fuguru (DT 340): Poison. Your opponent refills their hand to 1 less card during their
-- "draw cards" step.
return {
	statics = {
		{
			value = "hand_size",
			reduce = 1,
			applies_to = function(ctx, player)
				return player == ctx.opponent
			end,
		},
	},
}
