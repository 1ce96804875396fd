-- Deep Probe (CotA 162): Play: Choose a house. Reveal your opponent's hand. Discard each
-- creature of that house revealed this way.
return {
	resolve = function(ctx)
		local house = ctx:choose({ prompt = "Which house?", options = ctx:rule("houses") })[1]
		local hand = ctx:look({ zone = "hand", controller = "opponent" })
		ctx:reveal(hand)
		for _, card in ipairs(hand) do
			if card:has_type("creature") and ctx:rule("of_house", card, house) then
				ctx:discard(card)
			end
		end
	end,
}
