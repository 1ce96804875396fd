-- Cremation Ritual: as an additional cost, sacrifice an ally (the data's additional cost).
-- Draw two cards.
return {
	resolve = function(ctx)
		ctx:draw(2)
	end,
}
