-- Phobivore (GR 081), upgrade: This creature gains, "While you are haunted, this creature
-- cannot be used" ("you": the creature's controller).
return {
	statics = {
		{
			forbid = "use",
			applies_to = function(ctx, obj)
				return obj == ctx.this:attached_to() and ctx:rule("haunted", obj:controller())
			end,
		},
	},
}
