-- J.O.N. Cargo (MM 347): Reap: Discard the top card of your deck and reveal your hand.
-- Archive each card that shares a house with the discarded card. (An empty deck: nothing
-- is discarded, nothing archived.)
return {
	reap = function(ctx)
		local top = ctx:top(1)[1]
		if top == nil then
			return
		end
		local house = top:attribute("house")
		ctx:discard(top)
		local hand = ctx:objects({ zone = "hand", controller = "you" })
		ctx:reveal(hand)
		for _, card in ipairs(hand) do
			if ctx:rule("of_house", card, house) then
				ctx:move(card, "archives")
			end
		end
	end,
}
