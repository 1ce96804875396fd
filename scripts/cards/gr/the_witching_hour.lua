-- The Witching Hour (GR 350): Play: Return each Witch creature from your discard pile to
-- your hand.
return {
	resolve = function(ctx)
		for _, card in
			ipairs(
				ctx:objects({ zone = "discard", controller = "you", type = "creature", subtype = "witch" })
			)
		do
			ctx:move(card, "hand")
		end
	end,
}
