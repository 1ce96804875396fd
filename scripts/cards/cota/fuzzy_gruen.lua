-- Fuzzy Gruen (CotA 353): Play: Your opponent gains 1 æmber.
return {
	resolve = function(ctx)
		ctx:gain(ctx.opponent, "amber", 1)
	end,
}
