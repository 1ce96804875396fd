-- Gleeful Mayhem (WC 090): Play: For each house, deal 5 damage to a creature of that house
-- (either side's). House by house, in the order of the ruleset's houses, a creature is
-- picked; the damage is dealt together at the end.
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		for _, house in ipairs(ctx:rule("houses")) do
			local of_house = {}
			for _, creature in ipairs(creatures) do
				if ctx:rule("of_house", creature, house) then
					table.insert(of_house, creature)
				end
			end
			local prompt = "Deal 5 damage to which " .. house .. " creature?"
			ctx:deal_damage(ctx:choose({ prompt = prompt, objects = of_house })[1], 5)
		end
	end,
}
