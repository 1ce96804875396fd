-- Hukaru Icefin (GR 303): After Reap: Choose a house; exhaust each creature of that house.
-- Scrap: Exhaust a creature or an artifact.
return {
	reap = function(ctx)
		local house = ctx:choose({ prompt = "Choose a house", options = ctx:rule("houses") })[1]
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			if ctx:rule("of_house", creature, house) then
				ctx:exhaust(creature)
			end
		end
	end,
	scrap = function(ctx)
		local cards = ctx:objects({ zone = "battleline", controller = "any" })
		for _, artifact in ipairs(ctx:objects({ zone = "artifacts", controller = "any" })) do
			table.insert(cards, artifact)
		end
		ctx:exhaust(ctx:choose({ prompt = "Exhaust which creature or artifact?", objects = cards })[1])
	end,
}
