-- Francis the "Economist" (MM 248): Skirmish (the rules'). Fight: Each player gains 1 æmber.
return {
	fight = function(ctx)
		ctx:gain(ctx.controller, "amber", 1)
		ctx:gain(ctx.opponent, "amber", 1)
	end,
}
