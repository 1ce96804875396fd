-- Ancient Yurk (AoA 088): Play: Choose 3 cards from your hand and discard them (all of
-- them if there are fewer).
return {
	resolve = function(ctx)
		local hand = ctx:objects({ zone = "hand", controller = "you" })
		local n = math.min(3, #hand)
		local picked = ctx:choose({ prompt = "Discard which 3 cards?", objects = hand, min = n, max = n })
		for _, card in ipairs(picked) do
			ctx:discard(card)
		end
	end,
}
