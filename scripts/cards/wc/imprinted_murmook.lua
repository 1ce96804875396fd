-- Imprinted Murmook (WC 358): Elusive (data). Your keys cost 1 æmber less.
return {
	statics = {
		{
			cost = "key",
			reduce = 1,
			applies_to = function(ctx, player)
				return player == ctx.controller
			end,
		},
	},
}
