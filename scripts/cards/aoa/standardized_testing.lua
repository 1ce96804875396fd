-- Standardized Testing (AoA 119), action: Play: Destroy each creature with the lowest power
-- and each creature with the highest power (of every creature in play), together.
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		if #creatures == 0 then
			return
		end
		local low, high = math.huge, -math.huge
		for _, creature in ipairs(creatures) do
			local power = creature:stat("power") or 0
			low = math.min(low, power)
			high = math.max(high, power)
		end
		local doomed = {}
		for _, creature in ipairs(creatures) do
			local power = creature:stat("power") or 0
			if power == low or power == high then
				table.insert(doomed, creature)
			end
		end
		ctx:destroy(doomed)
	end,
}
