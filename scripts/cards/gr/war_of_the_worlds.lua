-- War of the Worlds (GR 199): Play: Destroy all non-Mars creatures (together). Deal 2 damage
-- to each Mars creature.
return {
	resolve = function(ctx)
		local doomed, mars = {}, {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			if ctx:rule("of_house", creature, "mars") then
				table.insert(mars, creature)
			else
				table.insert(doomed, creature)
			end
		end
		ctx:destroy(doomed)
		for _, creature in ipairs(mars) do
			if creature:is_valid() then
				ctx:deal_damage(creature, 2)
			end
		end
	end,
}
