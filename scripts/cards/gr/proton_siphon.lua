-- Proton Siphon (GR 265), upgrade: While you (its controller) are haunted, this creature
-- gains splash-attack 5 (the stat the rules' fight reads).
return {
	statics = {
		{
			stat = "splash_attack",
			increase = 5,
			condition = function(ctx)
				return ctx:rule("haunted")
			end,
			applies_to = function(ctx, obj)
				return obj == ctx.this:attached_to()
			end,
		},
	},
}
