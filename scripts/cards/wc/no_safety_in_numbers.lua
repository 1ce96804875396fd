-- No Safety in Numbers (WC 257): Play: Deal 3 damage to each creature that belongs to a
-- house with 3 or more creatures in play (counted on both sides together), dealt at once.
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline", controller = "any" })
		local crowded = {}
		for _, house in ipairs(ctx:rule("houses")) do
			local n = 0
			for _, creature in ipairs(creatures) do
				if ctx:rule("of_house", creature, house) then
					n += 1
				end
			end
			if n >= 3 then
				table.insert(crowded, house)
			end
		end
		for _, creature in ipairs(creatures) do
			for _, house in ipairs(crowded) do
				if ctx:rule("of_house", creature, house) then
					ctx:deal_damage(creature, 3)
					break
				end
			end
		end
	end,
}
