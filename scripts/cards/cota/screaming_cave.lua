-- Screaming Cave (CotA 079), artifact: Action: Shuffle your hand and your discard pile into
-- your deck.
return {
	action = function(ctx)
		local cards = ctx:objects({ zone = "hand", controller = "you" })
		for _, card in ipairs(ctx:objects({ zone = "discard", controller = "you" })) do
			table.insert(cards, card)
		end
		for _, card in ipairs(cards) do
			ctx:move(card, "deck")
		end
		ctx:shuffle("deck")
	end,
}
