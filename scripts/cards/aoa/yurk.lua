-- Yurk (AoA 068), creature: Play: Choose and discard a card from your hand.
return {
	resolve = function(ctx)
		local hand = ctx:objects({ zone = "hand", controller = "you" })
		local n = math.min(1, #hand)
		for _, card in ipairs(ctx:choose({ prompt = "Discard a card", objects = hand, min = n, max = n })) do
			ctx:discard(card)
		end
	end,
}
