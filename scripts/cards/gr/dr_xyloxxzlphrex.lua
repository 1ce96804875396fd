-- Dr. Xyloxxzlphrex (GR 207): Elusive (data). After Reap: Play a Mars creature from your
-- discard pile and ready it.
return {
	reap = function(ctx)
		local mars = {}
		for _, card in ipairs(ctx:objects({ zone = "discard", controller = "you", type = "creature" })) do
			if ctx:rule("of_house", card, "mars") then
				table.insert(mars, card)
			end
		end
		local pick =
			ctx:choose({ prompt = "Play which Mars creature from your discard pile?", objects = mars })[1]
		if pick == nil then
			return
		end
		local id = pick:card_id()
		local before = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you", card = id })) do
			before[creature.id] = true
		end
		if not ctx:play(pick) then
			return
		end
		-- The played creature is a new object: the one of that card not in play before.
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you", card = id })) do
			if not before[creature.id] then
				ctx:ready(creature)
			end
		end
	end,
}
