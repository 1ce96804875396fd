-- Idle Thoughts: look at the top four cards of your deck, then put them back in any order.
-- Floating Memory is the data's keyword. The player picks the cards one by one, each put
-- back on top: the last picked ends on top.
return {
	resolve = function(ctx)
		local cards = ctx:top(4)
		while #cards > 0 do
			local pick = ctx:choose({
				prompt = "card to put back on top next (the last one put back is the top card)",
				objects = cards,
				min = 1,
				max = 1,
			})[1]
			ctx:move(pick, "main_deck", { position = "top" })
			local rest = {}
			for _, card in ipairs(cards) do
				if card.id ~= pick.id then
					table.insert(rest, card)
				end
			end
			cards = rest
		end
	end,
}
