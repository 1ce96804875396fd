-- Subtle Otto (MM 258): Play: Your opponent discards a random card from their hand (hidden
-- from us: look).
return {
	resolve = function(ctx)
		local hand = ctx:look({ zone = "hand", controller = "opponent" })
		if #hand > 0 then
			ctx:discard(hand[ctx:random(#hand)])
		end
	end,
}
