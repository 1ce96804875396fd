-- Save the Pack (CotA 333): Play: Destroy each damaged creature. Gain 1 chain.
return {
	resolve = function(ctx)
		local doomed = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			if creature:damage() > 0 then
				table.insert(doomed, creature)
			end
		end
		ctx:destroy(doomed)
		ctx:gain(ctx.controller, "chains", 1)
	end,
}
