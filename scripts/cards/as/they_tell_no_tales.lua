-- They Tell No Tales (AS 067): Play: Choose a house. Destroy each creature of the chosen
-- house (together, either side). Gain 2 chains.
return {
	resolve = function(ctx)
		local house = ctx:choose({ prompt = "Choose a house", options = ctx:rule("houses") })[1]
		local doomed = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			if ctx:rule("of_house", creature, house) then
				table.insert(doomed, creature)
			end
		end
		ctx:destroy(doomed)
		ctx:gain(ctx.controller, "chains", 2)
	end,
}
