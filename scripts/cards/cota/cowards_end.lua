-- Coward's End (CotA 007): Play: Destroy each undamaged creature. Gain 3 chains.
return {
	resolve = function(ctx)
		local doomed = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			if creature:damage() == 0 then
				table.insert(doomed, creature)
			end
		end
		ctx:destroy(doomed)
		ctx:gain(ctx.controller, "chains", 3)
	end,
}
