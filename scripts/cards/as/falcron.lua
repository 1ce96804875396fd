-- Falcron (AS S07), creature: each of Falcron's neighbors gains "After Reap: steal 1 æmber".
return {
	neighbor_grants = {
		reap = function(ctx)
			ctx:steal(1)
		end,
	},
}
