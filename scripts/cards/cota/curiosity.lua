-- Curiosity (CotA 320): Play: Destroy each Scientist creature.
return {
	resolve = function(ctx)
		ctx:destroy(ctx:objects({ zone = "battleline", subtype = "scientist" }))
	end,
}
