-- Dark Discovery (DT 315): Play: Name 2 cards. Discard the bottom 2 cards of your
-- opponent's deck. If they are the named cards (the two discarded are the two names, in
-- either order), purge Dark Discovery and forge a key at no cost.
return {
	resolve = function(ctx)
		local first = ctx:choose({ prompt = "Name a card (1 of 2)", card_name = true })[1]
		local second = ctx:choose({ prompt = "Name a card (2 of 2)", card_name = true })[1]
		local deck = ctx:top(ctx.opponent:count("deck"), ctx.opponent)
		local bottom = {}
		for i = math.max(1, #deck - 1), #deck do
			table.insert(bottom, deck[i])
		end
		local names = {}
		for _, card in ipairs(bottom) do
			table.insert(names, card:name())
			ctx:discard(card)
		end
		local matched = #names == 2
			and ((names[1] == first and names[2] == second) or (names[1] == second and names[2] == first))
		if matched then
			ctx:banish(ctx.this)
			ctx:buy(ctx.controller, "key", -ctx.controller:cost("key"))
		end
	end,
}
