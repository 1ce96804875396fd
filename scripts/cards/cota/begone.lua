-- Begone! (CotA 212): Play: Choose one: destroy each Dis creature, or gain 1 æmber. The
-- choice is made as the card resolves; creatures that belong to all houses are Dis too.
return {
	resolve = function(ctx)
		local picked =
			ctx:choose({ prompt = "Begone!: choose one", options = { "destroy Dis creatures", "gain 1" } })[1]
		if picked == "gain 1" then
			ctx:gain(ctx.controller, "amber", 1)
			return
		end
		local doomed = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			if ctx:rule("of_house", creature, "dis") then
				table.insert(doomed, creature)
			end
		end
		ctx:destroy(doomed)
	end,
}
