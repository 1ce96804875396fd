-- Portalmonger (DT 326): While the tide is high, your opponent's keys cost +4 æmber.
return {
	statics = {
		{
			cost = "key",
			increase = 4,
			applies_to = function(ctx, player)
				return player == ctx.opponent
			end,
			condition = function(ctx)
				return ctx:rule("tide") == "high"
			end,
		},
	},
}
