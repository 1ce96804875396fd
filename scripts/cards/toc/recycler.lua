-- Recycler (ToC 063): After Reap: Discard the top 3 cards of your deck. For each creature
-- discarded this way, make a token creature (from the new top of the deck).
return {
	reap = function(ctx)
		local creatures = 0
		for _, card in ipairs(ctx:top(3)) do
			local is_creature = card:has_type("creature")
			if ctx:discard(card) and is_creature then
				creatures = creatures + 1
			end
		end
		for _ = 1, creatures do
			ctx:rule("make_token")
		end
	end,
}
