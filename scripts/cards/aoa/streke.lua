-- Streke (AoA 065), creature: Elusive (the rules script's). While Streke is not on a
-- flank, your opponent refills their hand to 1 less card during their "draw cards" step.
return {
	statics = {
		{
			value = "hand_size",
			reduce = 1,
			applies_to = function(ctx, player)
				return player == ctx.opponent and not ctx:rule("on_flank", ctx.this)
			end,
		},
	},
}
