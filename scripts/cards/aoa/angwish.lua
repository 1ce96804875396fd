-- Angwish (AoA 069): The opponent's keys cost +1 æmber for each damage on Angwish.
return {
	statics = {
		{
			cost = "key",
			increase = function(ctx)
				return ctx.this:damage()
			end,
			applies_to = function(ctx, player)
				return player == ctx.opponent
			end,
		},
	},
}
