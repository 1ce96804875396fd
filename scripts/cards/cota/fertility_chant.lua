-- Fertility Chant (CotA 321): Play: Your opponent gains 2 æmber.
return {
	resolve = function(ctx)
		ctx:gain(ctx.opponent, "amber", 2)
	end,
}
