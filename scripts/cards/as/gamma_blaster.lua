-- Gamma Blaster (AS 257), upgrade: This creature gains, "After Reap: Destroy an enemy
-- creature with æmber on it."
return {
	grants = {
		reap = function(ctx)
			local holding = ctx:rule("holding_amber", "opponent")
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
