-- Astra Sight: Starcalling (0) (its data's alternative cost). Glimpse 1, then draw a card.
return {
	resolve = function(ctx)
		ctx:glimpse(1)
		ctx:draw(1)
	end,
}
