-- Addlefish (GR 296): After Fight: Your opponent discards 2 random cards from their hand.
return {
	fight = function(ctx)
		for _ = 1, 2 do
			local hand = ctx:look({ zone = "hand", controller = "opponent" })
			if #hand > 0 then
				ctx:discard(hand[ctx:random(#hand)])
			end
		end
	end,
}
