-- Suggestion Box (AS 126), upgrade: this creature gains "After Reap: look at the top 5 cards
-- of your deck; 1 of them goes to your hand and the others are discarded".
return {
	grants = {
		reap = function(ctx)
			local top = ctx:top(5)
			local keep = ctx:choose({ prompt = "Put which card into your hand?", objects = top })[1]
			if keep == nil then
				return
			end
			ctx:move(keep, "hand")
			for _, card in ipairs(top) do
				if card.id ~= keep.id then
					ctx:discard(card)
				end
			end
		end,
	},
}
