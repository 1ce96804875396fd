-- Wrangler (ToC 275), token creature: Action: Each player gains 1 æmber (you first).
return {
	action = function(ctx)
		ctx:gain(ctx.controller, "amber", 1)
		ctx:gain(ctx.opponent, "amber", 1)
	end,
}
