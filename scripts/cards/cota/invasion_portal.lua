-- Invasion Portal (CotA 185): Action: Discard cards from the top of your deck until you
-- discard a Mars creature or run out of cards. If you discard a Mars creature this way,
-- put it into your hand.
return {
	action = function(ctx)
		while true do
			local top = ctx:top(1)[1]
			if top == nil then
				return
			end
			local found = top:has_type("creature") and ctx:rule("of_house", top, "mars")
			local id = top:card_id()
			ctx:discard(top)
			if found then
				for _, card in ipairs(ctx:objects({ zone = "discard", controller = "you", card = id })) do
					ctx:move(card, "hand")
					return
				end
				return
			end
		end
	end,
}
