-- Fandangle (MM 365): While you have 4 æmber or more, your non-Untamed creatures enter
-- play ready (read as each one enters play).
return {
	statics = {
		{
			grant = "enters_ready",
			reaches = { "stack" },
			applies_to = function(ctx, obj)
				return obj:zone() == "stack"
					and obj:has_type("creature")
					and obj:controller() == ctx.controller
					and not ctx:rule("of_house", obj, "untamed")
					and ctx.controller:counter("amber") >= 4
			end,
		},
	},
}
