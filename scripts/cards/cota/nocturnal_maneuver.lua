-- Nocturnal Maneuver (CotA 330): Play: Exhaust up to 3 creatures.
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		local chosen = ctx:choose({
			prompt = "Exhaust which creatures (up to 3)?",
			objects = creatures,
			min = 0,
			max = math.min(3, #creatures),
		})
		for _, creature in ipairs(chosen) do
			ctx:exhaust(creature)
		end
	end,
}
