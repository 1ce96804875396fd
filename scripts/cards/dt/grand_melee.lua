-- Grand Melee (DT 112): Play: Destroy each creature that does not share a house with at
-- least 1 of its neighbors (a creature with no neighbor shares with none). Destroyed together.
return {
	resolve = function(ctx)
		local doomed = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			local shares = false
			for _, neighbor in ipairs(creature:neighbors()) do
				if ctx:rule("shares_house", creature, neighbor) then
					shares = true
				end
			end
			if not shares then
				table.insert(doomed, creature)
			end
		end
		ctx:destroy(doomed)
	end,
}
