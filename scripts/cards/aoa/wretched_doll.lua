-- Wretched Doll (AoA 107), artifact: Action: If there is a doom counter in play, destroy
-- all creatures with doom counters. Otherwise, put a doom counter on a creature.
return {
	action = function(ctx)
		local doomed = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			if creature:counter("doom") > 0 then
				table.insert(doomed, creature)
			end
		end
		if #doomed > 0 then
			ctx:destroy(doomed)
			return
		end
		local picked = ctx:choose({
			prompt = "Put a doom counter on which creature?",
			objects = ctx:objects({ zone = "battleline" }),
		})[1]
		if picked ~= nil then
			ctx:add_counter(picked, "doom", 1)
		end
	end,
}
