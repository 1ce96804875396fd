-- Coward's End (CotA 007): Play: Destroy each undamaged creature. Gain 3 chains.
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			if creature:damage() == 0 then
				ctx:destroy(creature)
			end
		end
		ctx:gain(ctx.controller, "chains", 3)
	end,
}
