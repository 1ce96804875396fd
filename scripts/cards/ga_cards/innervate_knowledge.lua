-- Innervate Knowledge: As an additional cost to activate this card, delevel your champion
-- and recover 5 (the card's data: Delevel, RemoveDamage). Draw two cards.
return {
	resolve = function(ctx)
		ctx:draw(2)
	end,
}
