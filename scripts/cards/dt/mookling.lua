-- Mookling (DT 421): Your opponent's keys cost +X æmber, where X is Mookling's power.
return {
	statics = {
		{
			cost = "key",
			increase = function(ctx)
				return ctx.this:stat("power") or 0
			end,
			applies_to = function(ctx, player)
				return player == ctx.opponent
			end,
		},
	},
}
