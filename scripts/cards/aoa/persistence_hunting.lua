-- Persistence Hunting (AoA 328), action: Play: Choose a house; exhaust each enemy creature
-- of that house.
return {
	resolve = function(ctx)
		local house = ctx:choose({ prompt = "Choose a house", options = ctx:rule("houses") })[1]
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "opponent" })) do
			if ctx:rule("of_house", creature, house) then
				ctx:exhaust(creature)
			end
		end
	end,
}
