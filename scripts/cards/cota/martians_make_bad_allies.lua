-- Martians Make Bad Allies (CotA 168): Play: Reveal your hand. Purge each revealed
-- non-Mars creature and gain 1 æmber for each card purged this way.
return {
	resolve = function(ctx)
		local hand = ctx:objects({ zone = "hand", controller = "you" })
		ctx:reveal(hand)
		local purged = 0
		for _, card in ipairs(hand) do
			if card:has_type("creature") and not ctx:rule("of_house", card, "mars") and ctx:banish(card) then
				purged += 1
			end
		end
		if purged > 0 then
			ctx:gain(ctx.controller, "amber", purged)
		end
	end,
}
