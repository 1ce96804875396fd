-- LCdr. Trigon (MM 324), creature: Reap: Discard the top card of your deck. Resolve that
-- card's bonus icons as if you had played it.
return {
	reap = function(ctx)
		local top = ctx:top(1)[1]
		if top == nil then
			return
		end
		local card = ctx:discard({ top })[1]
		ctx:rule("resolve_bonus_icons", card)
	end,
}
