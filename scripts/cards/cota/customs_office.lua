-- Customs Office (CotA 285): Your opponent must pay you 1 æmber in order to play an
-- artifact. The rules make every play of an artifact cost its player "play_tax_artifact"
-- æmber, paid to their opponent, and refuse it if they have less.
return {
	statics = {
		{
			value = "play_tax_artifact",
			increase = 1,
			applies_to = function(ctx, player)
				return player == ctx.opponent
			end,
		},
	},
}
