-- U.F.O. (GR 218): Play: Discard cards from the top of your deck until you discard a Mars
-- card or run out of cards. If you discard a Mars card this way, put it into your hand.
return {
	resolve = function(ctx)
		local found = ctx:rule("discard_until", function(card)
			return ctx:rule("of_house", card, "mars")
		end)
		ctx:move(found, "hand")
	end,
}
