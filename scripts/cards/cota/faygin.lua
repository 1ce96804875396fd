-- Faygin (CotA 300): Elusive. Reap: Return an Urchin from play or from your discard pile
-- to your hand (an Urchin in play goes to its owner's hand).
return {
	reap = function(ctx)
		local urchins = ctx:objects({ zone = "battleline", card = "urchin" })
		for _, card in ipairs(ctx:objects({ zone = "discard", controller = "you", card = "urchin" })) do
			table.insert(urchins, card)
		end
		ctx:move(ctx:choose({ prompt = "Return which Urchin?", objects = urchins })[1], "hand")
	end,
}
