-- Marmo Swarm (AoA 327): It gets +1 power for each æmber in its controller's pool.
return {
	statics = {
		{
			stat = "power",
			increase = function(ctx)
				return ctx.controller:counter("amber")
			end,
			applies_to = function(ctx, obj)
				return obj == ctx.this
			end,
		},
	},
}
