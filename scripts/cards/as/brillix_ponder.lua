-- Brillix Ponder (AS 201): Enhance (deck building only). Scrap: Draw a card.
return {
	scrap = function(ctx)
		ctx:draw(1)
	end,
}
