-- Babbling Bibliophile (WC 129): Reap: Draw 2 cards.
return {
	reap = function(ctx)
		ctx:draw(2)
	end,
}
