-- Titan Mechanic (CotA 154): While Titan Mechanic is on a flank, each key costs -1 æmber
-- (every player's). On a flank: fewer than two neighbours.
return {
	statics = {
		{
			cost = "key",
			reduce = 1,
			condition = function(ctx)
				return #ctx.this:neighbors() < 2
			end,
		},
	},
}
