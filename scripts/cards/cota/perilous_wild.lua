-- Perilous Wild (CotA 331): Play: Destroy each elusive creature, friend or foe, together.
return {
	resolve = function(ctx)
		ctx:destroy(ctx:objects({ zone = "battleline", keyword = "elusive" }))
	end,
}
