-- Bumpsy (CotA 030): Play: Your opponent loses 1 æmber.
return {
	resolve = function(ctx)
		ctx:gain(ctx.opponent, "amber", -1)
	end,
}
