-- Sagittarii's Gaze (MM 196): Play: Exalt a damaged creature (either side's).
return {
	resolve = function(ctx)
		local damaged = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			if creature:damage() > 0 then
				table.insert(damaged, creature)
			end
		end
		local pick = ctx:choose({ prompt = "Exalt which damaged creature?", objects = damaged })[1]
		if pick ~= nil then
			ctx:rule("exalt", pick)
		end
	end,
}
