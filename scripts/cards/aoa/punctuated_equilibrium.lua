-- Punctuated Equilibrium (AoA 363), action: Play: Each player discards their hand, then
-- refills their hand as if it were the end of their turn. Both hands are discarded together
-- (their Scrap: abilities resolve in the active player's order), then each player refills
-- as the draw step does: 6 cards, fewer with chains (shedding one).
return {
	resolve = function(ctx)
		ctx:discard(ctx:look({ zone = "hand" }))
		ctx:refill(ctx.controller)
		ctx:refill(ctx.opponent)
	end,
}
