-- Grand Alliance Council (DT 294): Play: Choose a creature of each house. Destroy each
-- creature not chosen (a creature of several houses may be the one chosen for any of them).
return {
	resolve = function(ctx)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		local kept = {}
		for _, house in ipairs(ctx:rule("houses")) do
			local of_it = {}
			for _, creature in ipairs(all) do
				if ctx:rule("of_house", creature, house) then
					table.insert(of_it, creature)
				end
			end
			local picked = ctx:choose({ prompt = "Keep which " .. house .. " creature?", objects = of_it })[1]
			if picked ~= nil then
				kept[picked.id] = true
			end
		end
		local doomed = {}
		for _, creature in ipairs(all) do
			if not kept[creature.id] then
				table.insert(doomed, creature)
			end
		end
		ctx:destroy(doomed)
	end,
}
