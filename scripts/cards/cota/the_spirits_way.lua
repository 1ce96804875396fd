-- The Spirit's Way (CotA 229): Play: Destroy each creature with power 3 or more, together.
return {
	resolve = function(ctx)
		ctx:destroy(ctx:objects({ zone = "battleline", min_stat = { power = 3 } }))
	end,
}
