-- Fairy Whispers: Glimpse 3. Reveal the top card of your deck. If that card is wind
-- element, put it into your hand.
return {
	resolve = function(ctx)
		ctx:glimpse(3)
		local deck = ctx:look({ zone = "main_deck", controller = "you" })
		local top = deck[#deck]
		if not top then
			return
		end
		ctx:reveal({ top })
		if top:has_element("wind") then
			ctx:move(top, "hand")
		end
	end,
}
