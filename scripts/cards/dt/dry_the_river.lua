-- Dry the River (DT 076): Each creature gains, "While the tide is low, this creature cannot
-- reap" (the tide of that creature's controller).
return {
	statics = {
		{
			forbid = "reap",
			applies_to = function(ctx, obj)
				return obj:has_type("creature") and ctx:rule("tide", obj:controller()) == "low"
			end,
		},
	},
}
