-- Library of Babble (CotA 129): Action: Draw a card.
return {
	action = function(ctx)
		ctx:draw(1)
	end,
}
