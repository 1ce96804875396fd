-- LCdr. Trigon (MM 324), creature: Reap: Discard the top card of your deck. Resolve that
-- card's bonus icons as if you had played it (nothing with an empty deck).
return {
	reap = function(ctx)
		local discarded = ctx:discard(ctx:top(1))
		ctx:rule("resolve_bonus_icons", discarded[1])
	end,
}
