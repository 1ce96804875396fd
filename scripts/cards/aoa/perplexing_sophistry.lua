-- Perplexing Sophistry (AoA 293), action: Play: If you have more æmber than your opponent,
-- they discard a random card from their hand and you draw a card.
return {
	resolve = function(ctx)
		if ctx.controller:counter("amber") <= ctx.opponent:counter("amber") then
			return
		end
		local hand = ctx:look({ zone = "hand", controller = "opponent" })
		if #hand > 0 then
			ctx:discard(hand[ctx:random(#hand)])
		end
		ctx:draw(1)
	end,
}
