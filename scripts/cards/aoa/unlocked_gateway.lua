-- Unlocked Gateway (AoA 067): Omega (the rules script's). Play: Destroy each creature.
return {
	resolve = function(ctx)
		ctx:destroy(ctx:objects({ zone = "battleline" }))
	end,
}
