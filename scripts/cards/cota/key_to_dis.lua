-- Key to Dis (CotA 074): Omni: Sacrifice Key to Dis. Destroy each creature.
return {
	omni = function(ctx)
		ctx:destroy(ctx.this)
		ctx:destroy(ctx:objects({ zone = "battleline" }))
	end,
}
