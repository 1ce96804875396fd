-- Market Crash (WoE 079): Play: Destroy each creature that is not a token creature. Gain 2
-- chains.
return {
	resolve = function(ctx)
		local doomed = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			if not creature:is_token() then
				table.insert(doomed, creature)
			end
		end
		ctx:destroy(doomed)
		ctx:gain(ctx.controller, "chains", 2)
	end,
}
