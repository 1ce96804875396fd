-- Bulwark (CotA 238): armor 2 (data). Each of Bulwark's neighbors gets +2 armor.
return {
	statics = {
		{
			stat = "armor",
			increase = 2,
			applies_to = function(ctx, creature)
				return ctx.this:is_beside(creature)
			end,
		},
	},
}
