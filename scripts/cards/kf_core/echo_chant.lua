-- Echo Chant: Play: Gain 1 æmber.
return {
	resolve = function(ctx)
		ctx:gain(ctx.controller, "amber", 1)
	end,
}
