-- Knoxx (AoA 326): Knoxx gets +3 power for each neighbor it has.
return {
	statics = {
		{
			stat = "power",
			increase = function(ctx)
				return 3 * #ctx.this:neighbors()
			end,
			applies_to = function(ctx, obj)
				return obj == ctx.this
			end,
		},
	},
}
