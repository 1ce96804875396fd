-- Bull-wark (MM 127): Assault 2 (data). Each of Bull-wark's neighbors gains assault 2.
return {
	statics = {
		{
			stat = "assault",
			increase = 2,
			applies_to = function(ctx, obj)
				return obj:is_beside(ctx.this)
			end,
		},
		{
			grant = "assault",
			applies_to = function(ctx, obj)
				return obj:is_beside(ctx.this)
			end,
		},
	},
}
