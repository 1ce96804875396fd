-- Binding Irons (AoA 055): Play: Your opponent gains 3 chains.
return {
	resolve = function(ctx)
		ctx:gain(ctx.opponent, "chains", 3)
	end,
}
