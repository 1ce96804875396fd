-- Flip Stallard (AS 263): Each enemy creature loses each of its "Destroyed:" abilities (its
-- own and those given it); friendly creatures keep theirs.
return {
	statics = {
		{
			forbid = "destroyed_abilities",
			applies_to = function(ctx, obj)
				return obj:controller() ~= ctx.controller and obj:has_type("creature")
			end,
		},
	},
}
