-- Dusk Chronicles (AoA 268): Play: If your opponent has more æmber than you, draw a card.
-- If you have more æmber than your opponent, archive a card from your hand.
return {
	resolve = function(ctx)
		local mine, theirs = ctx.controller:counter("amber"), ctx.opponent:counter("amber")
		if theirs > mine then
			ctx:draw(1)
		elseif mine > theirs then
			local hand = ctx:objects({ zone = "hand", controller = "you" })
			local card = ctx:choose({ prompt = "Archive which card?", objects = hand })[1]
			if card ~= nil then
				ctx:move(card, "archives")
			end
		end
	end,
}
