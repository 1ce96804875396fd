-- "Lion" Bautrem (AoA 211): Deploy (data). Each of its neighbors gets +2 power.
return {
	statics = {
		{
			stat = "power",
			increase = 2,
			applies_to = function(ctx, creature)
				return ctx.this:is_beside(creature)
			end,
		},
	},
}
