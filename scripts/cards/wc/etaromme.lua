-- Etaromme (WC 073): Reap: Destroy a creature of the house with the most creatures in
-- play (either side's). With houses tied for the most, a creature of any of them.
return {
	reap = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		local counts, most = {}, 0
		for _, house in ipairs(ctx:rule("houses")) do
			local n = 0
			for _, creature in ipairs(creatures) do
				if ctx:rule("of_house", creature, house) then
					n += 1
				end
			end
			counts[house] = n
			most = math.max(most, n)
		end
		local prey = {}
		for _, creature in ipairs(creatures) do
			for house, n in pairs(counts) do
				if n == most and ctx:rule("of_house", creature, house) then
					table.insert(prey, creature)
					break
				end
			end
		end
		ctx:destroy(ctx:choose({ prompt = "Destroy which creature?", objects = prey })[1])
	end,
}
