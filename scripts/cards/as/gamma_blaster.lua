-- Gamma Blaster (AS 257), upgrade: This creature gains, "After Reap: Destroy an enemy
-- creature with æmber on it."
return {
	grants = {
		reap = function(ctx)
			local holding = {}
			for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "opponent" })) do
				if creature:counter("amber") > 0 then
					table.insert(holding, creature)
				end
			end
			local pick = ctx:choose({
				prompt = "Destroy which enemy creature with æmber on it?",
				objects = holding,
			})[1]
			if pick ~= nil then
				ctx:destroy(pick)
			end
		end,
	},
}
