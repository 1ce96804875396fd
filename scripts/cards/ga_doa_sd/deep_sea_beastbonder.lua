-- Deep Sea Beastbonder: your champion gets +1 level as long as you control an Animal or
-- Beast ally. Class Bonus: Floating Memory (from the graveyard).
return {
	statics = {
		{
			stat = "level",
			increase = 1,
			condition = function(ctx)
				return ctx:count({ type = "ally", any_subtype = { "animal", "beast" }, controller = "you" })
					> 0
			end,
			applies_to = function(ctx, object)
				return object:has_type("champion") and object:controller() == ctx.controller
			end,
		},
	},
}
