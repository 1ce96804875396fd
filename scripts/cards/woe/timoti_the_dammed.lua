-- Timoti the Dammed (WoE 379): While you control a token creature, your opponent cannot
-- forge keys. Play: Make a token creature.
return {
	statics = {
		{
			forbid = "buy",
			cost = "key",
			applies_to = function(ctx, player)
				return player == ctx.opponent and #ctx:rule("token_creatures", "you") > 0
			end,
		},
	},
	resolve = function(ctx)
		ctx:rule("make_token")
	end,
}
