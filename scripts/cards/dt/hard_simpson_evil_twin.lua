-- Hard Simpson, evil twin (DT 186): Reap: If the tide is high, a damaged creature captures
-- 1 æmber from its own side.
return {
	reap = function(ctx)
		if ctx:rule("tide") ~= "high" then
			return
		end
		local damaged = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			if creature:damage() > 0 then
				table.insert(damaged, creature)
			end
		end
		local picked = ctx:choose({
			prompt = "Which damaged creature captures 1 from its own side?",
			objects = damaged,
		})[1]
		ctx:rule("capture_from_own_side", picked, 1)
	end,
}
