-- Redhawk (ToC 252): Action: Each player gains 1 æmber (you first). Make a token creature.
return {
	action = function(ctx)
		ctx:gain(ctx.controller, "amber", 1)
		ctx:gain(ctx.opponent, "amber", 1)
		ctx:rule("make_token")
	end,
}
