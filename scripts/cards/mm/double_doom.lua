-- Double Doom (MM 020): Play: Return an enemy creature to its owner's hand. Your opponent
-- discards a random card from their hand (the returned creature may be the one).
return {
	resolve = function(ctx)
		local foes = ctx:objects({ zone = "battleline", controller = "opponent" })
		local pick = ctx:choose({ prompt = "Return which enemy creature?", objects = foes })[1]
		if pick ~= nil then
			ctx:move(pick, "hand")
		end
		local hand = ctx:look({ zone = "hand", controller = "opponent" })
		if #hand > 0 then
			ctx:discard(hand[ctx:random(#hand)])
		end
	end,
}
