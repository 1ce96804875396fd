-- Grey Augur (DT 100): Each of Grey Augur's neighbors gains, "Fight: Gain 1 æmber."
return {
	neighbor_grants = {
		fight = function(ctx)
			ctx:gain(ctx.controller, "amber", 1)
		end,
	},
}
