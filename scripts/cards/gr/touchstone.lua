-- Touchstone (GR 156): After Reap: If you are haunted, draw 2 cards. Otherwise, discard
-- the top 2 cards of your deck.
return {
	reap = function(ctx)
		if ctx:rule("haunted") then
			ctx:draw(2)
			return
		end
		for _, card in ipairs(ctx:top(2)) do
			ctx:discard(card)
		end
	end,
}
