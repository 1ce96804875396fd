-- Bosch the Unyielding (AS 029): Taunt (data). After Fight: Fully heal Bosch the Unyielding.
return {
	fight = function(ctx)
		ctx:heal(ctx.this, ctx.this:damage())
	end,
}
