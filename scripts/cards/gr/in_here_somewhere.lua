-- In Here Somewhere... (GR 150): Play: If you are haunted, archive 2 cards of your discard
-- pile (your picks); otherwise discard the top 5 cards of your deck.
return {
	resolve = function(ctx)
		if ctx:rule("haunted") then
			local pile = ctx:objects({ zone = "discard", controller = "you" })
			local n = math.min(2, #pile)
			local picks = ctx:choose({ prompt = "Archive which 2 cards?", objects = pile, min = n, max = n })
			for _, card in ipairs(picks) do
				ctx:move(card, "archives")
			end
		else
			ctx:discard(ctx:top(5))
		end
	end,
}
