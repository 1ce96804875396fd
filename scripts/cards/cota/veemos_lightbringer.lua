-- Veemos Lightbringer (CotA 262): Play: Destroy each elusive creature.
return {
	resolve = function(ctx)
		ctx:destroy(ctx:objects({ zone = "battleline", keyword = "elusive" }))
	end,
}
