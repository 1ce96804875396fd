-- Grisly Exchange (GR 062): Play: Put the top 5 cards of your opponent's discard pile on the
-- bottom of their deck (the top card first, so the fifth ends at the very bottom). Discard
-- the top 5 cards of your deck. A discard pile lists its cards bottom first.
return {
	resolve = function(ctx)
		local pile = ctx:objects({ zone = "discard", controller = "opponent" })
		for i = #pile, math.max(1, #pile - 4), -1 do
			ctx:move(pile[i], "deck", { position = "bottom" })
		end
		for _, card in ipairs(ctx:top(5)) do
			ctx:discard(card)
		end
	end,
}
