-- Invigorating Shower (GR 378): Play: Choose a house; every card of that house in your discard
-- pile is shuffled into your deck.
return {
	resolve = function(ctx)
		local house = ctx:choose({ prompt = "Choose a house", options = ctx:rule("houses") })[1]
		local moved = false
		for _, card in ipairs(ctx:objects({ zone = "discard", controller = "you" })) do
			if ctx:rule("of_house", card, house) and ctx:move(card, "deck") then
				moved = true
			end
		end
		if moved then
			ctx:shuffle("deck")
		end
	end,
}
