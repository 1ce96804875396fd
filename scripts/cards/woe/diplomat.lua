-- Diplomat (WoE 111), token creature: Elusive (data). Reap: Each player gains 1 æmber.
return {
	reap = function(ctx)
		ctx:gain(ctx.controller, "amber", 1)
		ctx:gain(ctx.opponent, "amber", 1)
	end,
}
