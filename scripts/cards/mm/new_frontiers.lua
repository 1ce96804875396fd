-- New Frontiers (MM 326): Play: Choose a house. Reveal the top 3 cards of your deck.
-- Archive each card of the chosen house and discard the others.
return {
	resolve = function(ctx)
		local house = ctx:choose({ prompt = "Choose a house", options = ctx:rule("houses") })[1]
		local top = ctx:top(3)
		if #top == 0 then
			return
		end
		ctx:reveal(top)
		for _, card in ipairs(top) do
			if ctx:rule("of_house", card, house) then
				ctx:move(card, "archives")
			else
				ctx:discard(card)
			end
		end
	end,
}
