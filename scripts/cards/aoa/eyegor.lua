-- Eyegor (AoA 111): Play: Look at the top 3 cards of your deck; add 1 to your hand and
-- discard the others.
return {
	resolve = function(ctx)
		local top = ctx:top(3)
		if #top == 0 then
			return
		end
		local kept = ctx:choose({ prompt = "Add which card to your hand?", objects = top })[1]
		for _, card in ipairs(top) do
			if card == kept then
				ctx:move(card, "hand")
			else
				ctx:discard(card)
			end
		end
	end,
}
