-- The Susurrus (DT 333): Action: Exhaust a friendly Unfathomable creature. If you do,
-- exhaust up to 3 creatures and/or artifacts.
return {
	action = function(ctx)
		local ready = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			if not creature:is_rested() and ctx:rule("of_house", creature, "unfathomable") then
				table.insert(ready, creature)
			end
		end
		local picked =
			ctx:choose({ prompt = "Exhaust which friendly Unfathomable creature?", objects = ready })[1]
		if picked == nil or not ctx:exhaust(picked) then
			return
		end
		local cards = ctx:objects({ zone = "battleline", controller = "any" })
		for _, artifact in ipairs(ctx:objects({ zone = "artifacts", controller = "any" })) do
			table.insert(cards, artifact)
		end
		local more = ctx:choose({
			prompt = "Exhaust up to 3 creatures or artifacts",
			objects = cards,
			min = 0,
			max = math.min(3, #cards),
		})
		for _, card in ipairs(more) do
			ctx:exhaust(card)
		end
	end,
}
