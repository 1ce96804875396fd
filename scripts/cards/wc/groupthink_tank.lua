-- Groupthink Tank (WC 151): Action: Deal 4 damage to each creature that shares a house
-- with at least one of its neighbors (both battlelines, all at once; itself included).
return {
	action = function(ctx)
		local doomed = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			local house = creature:attribute("house")
			for _, n in ipairs(creature:neighbors()) do
				if ctx:rule("of_house", n, house) or ctx:rule("of_house", creature, n:attribute("house")) then
					table.insert(doomed, creature)
					break
				end
			end
		end
		for _, creature in ipairs(doomed) do
			ctx:deal_damage(creature, 4)
		end
	end,
}
