-- Scalawag Finn (AS 297): After Fight: Scalawag Finn heals 3 damage.
return {
	fight = function(ctx)
		ctx:heal(ctx.this, math.min(3, ctx.this:damage()))
	end,
}
