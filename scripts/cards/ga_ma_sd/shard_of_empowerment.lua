-- Shard of Empowerment: Banish it: Empower 2.
return {
	activated = {
		empower = {
			resolve = function(ctx)
				ctx:rule("empower", 2)
			end,
		},
	},
}
