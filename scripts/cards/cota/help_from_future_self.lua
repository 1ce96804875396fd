-- Help from Future Self (CotA 111): Play: Search your deck and discard pile for a
-- Timetraveller, reveal it, and put it into your hand. Shuffle your discard pile into
-- your deck (whether one was found or not).
return {
	resolve = function(ctx)
		local found = ctx:look({ zone = "deck", controller = "you", card = "timetraveller" })
		for _, card in ipairs(ctx:objects({ zone = "discard", controller = "you", card = "timetraveller" })) do
			table.insert(found, card)
		end
		local card =
			ctx:choose({ prompt = "Take which Timetraveller?", objects = found, min = 0, max = 1 })[1]
		if card ~= nil then
			ctx:reveal({ card })
			ctx:move(card, "hand")
		end
		for _, discarded in ipairs(ctx:objects({ zone = "discard", controller = "you" })) do
			ctx:move(discarded, "deck")
		end
		ctx:shuffle("deck")
	end,
}
