-- Subtle Chain (WC 262), and Subtle Otto (MM 258), a creature: Play: Your opponent discards
-- a random card from their hand.
return {
	resolve = function(ctx)
		local hand = ctx:look({ zone = "hand", controller = "opponent" })
		if #hand > 0 then
			ctx:discard(hand[ctx:random(#hand)])
		end
	end,
}
