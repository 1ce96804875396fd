-- Dance of Doom (CotA 057): Play: Choose a number. Destroy each creature with power equal
-- to that number (its power now, counters and abilities included).
return {
	resolve = function(ctx)
		local n =
			ctx:choose({ prompt = "Destroy the creatures of which power?", number = true, min = 0, max = 99 })
		local doomed = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			if creature:stat("power") == n then
				table.insert(doomed, creature)
			end
		end
		ctx:destroy(doomed)
	end,
}
