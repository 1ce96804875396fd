-- Quintrino Warp (WoE 318): Play: Choose a friendly creature and an enemy creature. Destroy
-- those creatures and each creature that shares a house with either of them. Gain 1 chain.
return {
	resolve = function(ctx)
		local chosen = {}
		for _, side in ipairs({ "you", "opponent" }) do
			local creatures = ctx:objects({ zone = "battleline", controller = side })
			local picked = ctx:choose({ prompt = "Choose a creature", objects = creatures })[1]
			if picked ~= nil then
				table.insert(chosen, picked)
			end
		end
		local doomed = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			for _, one in ipairs(chosen) do
				if creature == one or ctx:rule("shares_house", creature, one) then
					table.insert(doomed, creature)
					break
				end
			end
		end
		ctx:destroy(doomed)
		ctx:gain(ctx.controller, "chains", 1)
	end,
}
