-- Selective Preservation (DT 283): Play: Choose a creature of each power value. Destroy
-- each creature not chosen (together). A power value held by one creature only keeps it
-- without a question.
return {
	resolve = function(ctx)
		local by_power, powers = {}, {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			local power = creature:stat("power") or 0
			if by_power[power] == nil then
				by_power[power] = {}
				table.insert(powers, power)
			end
			table.insert(by_power[power], creature)
		end
		table.sort(powers)
		local doomed = {}
		for _, power in ipairs(powers) do
			local group = by_power[power]
			local kept =
				ctx:choose({ prompt = "Keep which creature of power " .. power .. "?", objects = group })[1]
			for _, creature in ipairs(group) do
				if creature ~= kept then
					table.insert(doomed, creature)
				end
			end
		end
		ctx:destroy(doomed)
	end,
}
