-- Archon's Callback (DT 033): Omega (the rules'). Play: Draw 5 cards.
return {
	resolve = function(ctx)
		ctx:draw(5)
	end,
}
