-- Measured Study: Slow. Draw a card.
return {
	resolve = function(ctx)
		ctx:draw(1)
	end,
}
