-- Murmook (CotA 361): Your opponent's keys cost +1 æmber.
return {
	statics = {
		{
			cost = "key",
			increase = 1,
			applies_to = function(ctx, player)
				return player == ctx.opponent
			end,
		},
	},
}
