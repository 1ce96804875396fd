-- Reverse Time (CotA 121): Play: Swap your deck and your discard pile, then shuffle your
-- deck. Both are read before anything moves; Reverse Time itself reaches the discard pile
-- only after it resolves.
return {
	resolve = function(ctx)
		local deck = ctx:look({ zone = "deck", controller = "you" })
		local pile = ctx:objects({ zone = "discard", controller = "you" })
		for _, card in ipairs(deck) do
			ctx:move(card, "discard")
		end
		for _, card in ipairs(pile) do
			ctx:move(card, "deck")
		end
		ctx:shuffle("deck")
	end,
}
