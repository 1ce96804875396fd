-- Exterminate! Exterminate! (AoA 180): Play: For each friendly Mars creature, destroy a
-- non-Mars creature with lower power than it. The player takes the Mars creatures in the
-- order they choose, each picking a creature not picked yet; all are destroyed together.
local function contains(list, obj)
	for _, x in ipairs(list) do
		if x == obj then
			return true
		end
	end
	return false
end

return {
	resolve = function(ctx)
		local mars = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			if ctx:rule("of_house", creature, "mars") then
				table.insert(mars, creature)
			end
		end
		local doomed = {}
		while #mars > 0 do
			local hunter = ctx:choose({ prompt = "Which Mars creature next?", objects = mars })[1]
			local rest = {}
			for _, m in ipairs(mars) do
				if m ~= hunter then
					table.insert(rest, m)
				end
			end
			mars = rest
			local power = hunter:stat("power") or 0
			local prey = {}
			for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
				if
					not ctx:rule("of_house", creature, "mars")
					and (creature:stat("power") or 0) < power
					and not contains(doomed, creature)
				then
					table.insert(prey, creature)
				end
			end
			local picked = ctx:choose({
				prompt = "Destroy which non-Mars creature with lower power?",
				objects = prey,
			})[1]
			if picked ~= nil then
				table.insert(doomed, picked)
			end
		end
		ctx:destroy(doomed)
	end,
}
