-- Banner Knight: Class Bonus, Level 2+: other allies and weapons you control get +1 power.
return {
	statics = {
		{
			stat = "power",
			increase = 1,
			condition = function(ctx)
				return ctx:rule("class_bonus") and ctx:rule("level") >= 2
			end,
			applies_to = function(ctx, object)
				return object.id ~= ctx.this.id
					and object:controller() == ctx.controller
					and (object:has_type("ally") or object:has_type("weapon"))
			end,
		},
	},
}
