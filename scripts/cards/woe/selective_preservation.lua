-- Selective Preservation (WoE 319): Play: Choose a creature of each power value in play.
-- Destroy each creature not chosen.
return {
	resolve = function(ctx)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		local by_power, powers = {}, {}
		for _, creature in ipairs(all) do
			local p = creature:stat("power") or 0
			if by_power[p] == nil then
				by_power[p] = {}
				table.insert(powers, p)
			end
			table.insert(by_power[p], creature)
		end
		table.sort(powers)
		local kept = {}
		for _, p in ipairs(powers) do
			local picked =
				ctx:choose({ prompt = "Keep which creature of power " .. p .. "?", objects = by_power[p] })[1]
			kept[picked.id] = true
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
