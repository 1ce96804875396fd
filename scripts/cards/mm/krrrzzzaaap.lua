-- Krrrzzzaaap!!! (MM 090): Play: Destroy each non-Mutant creature. Gain 1 chain.
return {
	resolve = function(ctx)
		local doomed = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			if not creature:has_subtype("mutant") then
				table.insert(doomed, creature)
			end
		end
		ctx:destroy(doomed)
		ctx:gain(ctx.controller, "chains", 1)
	end,
}
