-- Quixo the "Adventurer" (MM 079), creature: Skirmish. Fight: Draw a card.
return {
	fight = function(ctx)
		ctx:draw(1)
	end,
}
