-- Fathom Reaver (WoE 389): While you control a token creature, your opponent refills their
-- hand to 1 less card during their "draw cards" step. Play: Make a token creature.
return {
	statics = {
		{
			value = "hand_size",
			reduce = 1,
			applies_to = function(ctx, player)
				return player == ctx.opponent and #ctx:rule("token_creatures", "you") > 0
			end,
		},
	},
	resolve = function(ctx)
		ctx:rule("make_token")
	end,
}
