-- Extinction (AoA 196): Play: Choose a creature. Destroy it and each creature that shares
-- a trait with it, all together. Gain 1 chain.
local function shares_a_trait(a, b)
	for _, trait in ipairs(a:subtypes()) do
		if b:has_subtype(trait) then
			return true
		end
	end
	return false
end

return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline", controller = "any" })
		local chosen = ctx:choose({ prompt = "Choose a creature", objects = creatures })[1]
		if chosen ~= nil then
			local doomed = { chosen }
			for _, creature in ipairs(creatures) do
				if creature ~= chosen and shares_a_trait(chosen, creature) then
					table.insert(doomed, creature)
				end
			end
			ctx:destroy(doomed)
		end
		ctx:gain(ctx.controller, "chains", 1)
	end,
}
