-- Crushing Charge (DT 173): Play: Destroy each creature with power 4 or lower (together).
-- Gain 1 chain.
return {
	resolve = function(ctx)
		local doomed = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			if (creature:stat("power") or 0) <= 4 then
				table.insert(doomed, creature)
			end
		end
		ctx:destroy(doomed)
		ctx:gain(ctx.controller, "chains", 1)
	end,
}
