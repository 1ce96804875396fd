-- Crown of Ascension: Your champion gets +1 level.
return {
	statics = {
		{
			stat = "level",
			increase = 1,
			applies_to = function(ctx, object)
				return object:has_type("champion") and object:controller() == ctx.controller
			end,
		},
	},
}
