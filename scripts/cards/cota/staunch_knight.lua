-- Staunch Knight (CotA 259): armor 2 (data). +2 power while on a flank (fewer than two
-- neighbors).
return {
	statics = {
		{
			stat = "power",
			increase = 2,
			applies_to = function(ctx, obj)
				return obj == ctx.this and #obj:neighbors() < 2
			end,
		},
	},
}
