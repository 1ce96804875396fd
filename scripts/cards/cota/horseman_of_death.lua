-- Horseman of Death (CotA 246): Play: Return each Horseman creature from your discard pile
-- to your hand.
return {
	resolve = function(ctx)
		for _, card in
			ipairs(
				ctx:objects({ zone = "discard", controller = "you", type = "creature", subtype = "horseman" })
			)
		do
			ctx:move(card, "hand")
		end
	end,
}
