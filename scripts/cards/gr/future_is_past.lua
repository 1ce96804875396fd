-- Future is Past (GR 113): Play: Swap each player's deck with their discard pile. Shuffle
-- each player's deck. (Future is Past itself is still being played: it goes to the new
-- discard pile afterwards.)
return {
	resolve = function(ctx)
		for _, side in ipairs({ "you", "opponent" }) do
			local deck = ctx:look({ zone = "deck", controller = side })
			local pile = ctx:objects({ zone = "discard", controller = side })
			for _, card in ipairs(deck) do
				ctx:move(card, "discard")
			end
			for _, card in ipairs(pile) do
				ctx:move(card, "deck")
			end
		end
		ctx:shuffle("deck", ctx.controller)
		ctx:shuffle("deck", ctx.opponent)
	end,
}
