-- Pale Into Insignificance (WoE 280): Play: Destroy each creature with the lowest power
-- (every creature tied for it, both sides, together).
return {
	resolve = function(ctx)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		local lowest = nil
		for _, creature in ipairs(all) do
			local power = creature:stat("power") or 0
			if lowest == nil or power < lowest then
				lowest = power
			end
		end
		local doomed = {}
		for _, creature in ipairs(all) do
			if (creature:stat("power") or 0) == lowest then
				table.insert(doomed, creature)
			end
		end
		ctx:destroy(doomed)
	end,
}
