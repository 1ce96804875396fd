-- Nyzyk Resonator (AoA 184), creature: For each neighbor it has, your opponent's keys
-- cost +2 æmber.
return {
	statics = {
		{
			cost = "key",
			increase = function(ctx, _player)
				return 2 * #ctx.this:neighbors()
			end,
			applies_to = function(ctx, player)
				return player == ctx.opponent
			end,
		},
	},
}
