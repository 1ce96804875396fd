-- Gizelhart's Wrath (MM 163): Play: Destroy each Mutant creature (together).
return {
	resolve = function(ctx)
		ctx:destroy(ctx:objects({ zone = "battleline", subtype = "mutant" }))
	end,
}
