-- Addlefish (GR 296): After Fight: Your opponent discards 2 random cards from their hand.
return {
	fight = function(ctx)
		ctx:rule("discard_at_random", ctx.opponent, 2)
	end,
}
