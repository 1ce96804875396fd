-- Submersible (DT 208): While the tide is high, each friendly Thief creature gains elusive.
return {
	statics = {
		{
			grant = "elusive",
			applies_to = function(ctx, creature)
				return creature:controller() == ctx.controller
					and creature:has_type("creature")
					and creature:has_subtype("thief")
			end,
			condition = function(ctx)
				return ctx:rule("tide") == "high"
			end,
		},
	},
}
