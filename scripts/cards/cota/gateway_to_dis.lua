-- Gateway to Dis (CotA 059): Play: Destroy each creature. Gain 3 chains.
return {
	resolve = function(ctx)
		ctx:destroy(ctx:objects({ zone = "battleline" }))
		ctx:gain(ctx.controller, "chains", 3)
	end,
}
