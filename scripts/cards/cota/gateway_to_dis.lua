-- Gateway to Dis (CotA 059): Play: Destroy each creature. Gain 3 chains.
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			ctx:destroy(creature)
		end
		ctx:gain(ctx.controller, "chains", 3)
	end,
}
