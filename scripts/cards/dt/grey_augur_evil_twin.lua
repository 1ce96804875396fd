-- Grey Augur, evil twin (DT 065): Each of its neighbors gains, "Reap: Gain 1 æmber and
-- exalt this creature" (ctx.this is the neighbor that reaps).
return {
	neighbor_grants = {
		reap = function(ctx)
			ctx:gain(ctx.controller, "amber", 1)
			ctx:rule("exalt", ctx.this)
		end,
	},
}
