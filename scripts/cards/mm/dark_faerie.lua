-- Dark Faerie (MM 364): Skirmish (data). Fight: Gain 2 æmber.
return {
	fight = function(ctx)
		ctx:gain(ctx.controller, "amber", 2)
	end,
}
