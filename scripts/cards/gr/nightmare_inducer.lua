-- Nightmare Inducer (GR 307): Action: Choose a card in your opponent's discard pile. Exhaust
-- each enemy creature that shares a house with that card. Put that card on the bottom of
-- your opponent's deck.
return {
	action = function(ctx)
		local pile = ctx:objects({ zone = "discard", controller = "opponent" })
		local pick = ctx:choose({ prompt = "Which card of your opponent's discard pile?", objects = pile })[1]
		if pick == nil then
			return
		end
		local house = pick:attribute("house")
		for _, enemy in ipairs(ctx:objects({ zone = "battleline", controller = "opponent" })) do
			if house ~= nil and ctx:rule("of_house", enemy, house) then
				ctx:exhaust(enemy)
			end
		end
		ctx:move(pick, "deck", { position = "bottom" })
	end,
}
