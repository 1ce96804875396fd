-- Breaker Hill (WC 237), creature: Elusive (the rules'). Each of its neighbors gains
-- "Action: Steal 1 æmber." (KF11-NEIGHBOUR-1): ctx.this is the neighbor used.
return {
	neighbor_grants = {
		action = function(ctx)
			ctx:steal(1)
		end,
	},
}
