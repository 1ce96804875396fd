-- Headhunter (CotA 035): Fight: Gain 1 æmber. (Only if it survives the fight.)
return {
	fight = function(ctx)
		ctx:gain(ctx.controller, "amber", 1)
	end,
}
