-- Dendrix (WC 071): Fight: Your opponent discards a random card from their hand.
return {
	fight = function(ctx)
		local hand = ctx:look({ zone = "hand", controller = "opponent" })
		if #hand > 0 then
			ctx:discard(hand[ctx:random(#hand)])
		end
	end,
}
