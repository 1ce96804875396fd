-- Gate Warden (ToC 031): While you control a token creature, enemy creatures cannot reap.
-- Play: Make a token creature.
return {
	statics = {
		{
			forbid = "reap",
			applies_to = function(ctx, obj)
				return obj:controller() ~= ctx.controller
					and obj:has_type("creature")
					and #ctx:rule("token_creatures", "you") > 0
			end,
		},
	},
	resolve = function(ctx)
		ctx:rule("make_token")
	end,
}
