-- Timetraveller (CotA 153): Play: Draw 2 cards. Action: Shuffle Timetraveller into your deck.
return {
	resolve = function(ctx)
		ctx:draw(2)
	end,
	action = function(ctx)
		ctx:move(ctx.this, "deck")
		ctx:shuffle("deck")
	end,
}
