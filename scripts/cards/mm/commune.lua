-- Commune (MM 380): Omega (data). Play: Lose all of your æmber. Gain 4 æmber.
return {
	resolve = function(ctx)
		ctx:gain(ctx.controller, "amber", -ctx.controller:counter("amber"))
		ctx:gain(ctx.controller, "amber", 4)
	end,
}
