-- Quixo the "Adventurer" (CotA 144): Skirmish (data). Fight: Draw a card.
return {
	fight = function(ctx)
		ctx:draw(1)
	end,
}
