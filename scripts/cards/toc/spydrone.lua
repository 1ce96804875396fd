-- Spydrone (ToC 135), token creature: Elusive (data). Action: Draw a card.
return {
	action = function(ctx)
		ctx:draw(1)
	end,
}
