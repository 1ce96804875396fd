-- Earthshaker (CotA 031): Play: Destroy each creature with power 3 or lower.
return {
	resolve = function(ctx)
		ctx:destroy(ctx:objects({ zone = "battleline", max_stat = { power = 3 } }))
	end,
}
