-- Censor Philo, evil twin (DT 125): Play: Deal 5 damage to a creature with æmber on it.
return {
	resolve = function(ctx)
		local holding = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			if creature:counter("amber") > 0 then
				table.insert(holding, creature)
			end
		end
		local picked = ctx:choose({ prompt = "Deal 5 damage to which creature?", objects = holding })[1]
		if picked ~= nil then
			ctx:deal_damage(picked, 5)
		end
	end,
}
