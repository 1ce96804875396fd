-- Old Yurk (AoA 077), creature: Play: Choose and discard 2 cards from your hand.
return {
	resolve = function(ctx)
		local hand = ctx:objects({ zone = "hand", controller = "you" })
		local n = math.min(2, #hand)
		for _, card in ipairs(ctx:choose({ prompt = "Discard 2 cards", objects = hand, min = n, max = n })) do
			ctx:discard(card)
		end
	end,
}
