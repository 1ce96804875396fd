-- Nogi Smartfist (WC 044): Fight: Draw 2 cards, then discard 2 random cards from your
-- hand (one at a time, each at random among those left).
return {
	fight = function(ctx)
		ctx:draw(2)
		for _ = 1, 2 do
			local hand = ctx:look({ zone = "hand", controller = "you" })
			if #hand == 0 then
				return
			end
			ctx:discard(hand[ctx:random(#hand)])
		end
	end,
}
