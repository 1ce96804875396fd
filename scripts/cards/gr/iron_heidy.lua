-- Iron Heidy (GR 099): While you are haunted, Iron Heidy and each of Iron Heidy's neighbors
-- get +2 armor.
return {
	statics = {
		{
			stat = "armor",
			increase = 2,
			condition = function(ctx)
				return ctx:rule("haunted")
			end,
			applies_to = function(ctx, obj)
				return obj == ctx.this or ctx.this:is_beside(obj)
			end,
		},
	},
}
