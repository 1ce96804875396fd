-- Sound the Horns (CotA 015): Play: Discard cards from the top of your deck until you discard
-- a Brobnar creature or the deck runs out; put that creature into your hand. Each card is
-- read as it is turned over, then found again in the discard pile.
return {
	resolve = function(ctx)
		while true do
			local card = ctx:top(1)[1]
			if card == nil then
				return
			end
			local found = card:has_type("creature") and ctx:rule("of_house", card, "brobnar")
			local id = card.id
			ctx:discard(card)
			if found then
				for _, c in ipairs(ctx:objects({ zone = "discard", controller = "you" })) do
					if c.id == id then
						ctx:move(c, "hand")
					end
				end
				return
			end
		end
	end,
}
