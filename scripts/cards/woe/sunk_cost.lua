-- Sunk Cost (WoE 397): Play: Choose a house. Your opponent discards a random card from their
-- hand. If that card belongs to the chosen house, make a token creature.
return {
	resolve = function(ctx)
		local house = ctx:choose({ prompt = "Choose a house", options = ctx:rule("houses") })[1]
		local hand = ctx:look({ zone = "hand", controller = "opponent" })
		if #hand == 0 then
			return
		end
		local card = hand[ctx:random(#hand)]
		local of_it = ctx:rule("of_house", card, house)
		ctx:discard(card)
		if of_it then
			ctx:rule("make_token")
		end
	end,
}
