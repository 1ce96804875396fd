-- Good of the Many (WC 220): Play: Destroy each creature that does not share a trait with
-- another creature in its controller's battleline (destroyed together).
local function shares_a_trait(creature, others)
	for _, other in ipairs(others) do
		if other ~= creature then
			for _, trait in ipairs(creature:subtypes()) do
				if other:has_subtype(trait) then
					return true
				end
			end
		end
	end
	return false
end

return {
	resolve = function(ctx)
		local doomed = {}
		for _, side in ipairs({ "you", "opponent" }) do
			local line = ctx:objects({ zone = "battleline", controller = side })
			for _, creature in ipairs(line) do
				if not shares_a_trait(creature, line) then
					table.insert(doomed, creature)
				end
			end
		end
		ctx:destroy(doomed)
	end,
}
