-- Astral Echo (material deck, memory cost 2): Draw a card.
return {
	resolve = function(ctx)
		ctx:draw(1)
	end,
}
