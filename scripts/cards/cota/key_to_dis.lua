-- Key to Dis (CotA 074): Omni: Sacrifice Key to Dis. Destroy each creature.
return {
	omni = function(ctx)
		ctx:destroy(ctx.this)
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			ctx:destroy(creature)
		end
	end,
}
