-- Screechbomb (CotA 026): Omni: Sacrifice Screechbomb. Your opponent loses 2 æmber.
return {
	omni = function(ctx)
		ctx:destroy(ctx.this)
		ctx:gain(ctx.opponent, "amber", -2)
	end,
}
