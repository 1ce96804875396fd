-- Crossroads Bargain: You may sacrifice an ally ("sacrifice"), or discard two cards
-- ("discard"), rather than pay this card's reserve cost (3). Draw two cards.
return {
	resolve = function(ctx)
		ctx:draw(2)
	end,
}
