-- Infighting (DT 418): Play: Each creature deals damage equal to its power to its right
-- neighbor (all of it dealt together, each creature the source of its own).
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			for _, neighbor in ipairs(creature:neighbors()) do
				if creature:is_left_of(neighbor) then
					ctx:deal_damage(neighbor, creature:stat("power") or 0, creature)
				end
			end
		end
	end,
}
