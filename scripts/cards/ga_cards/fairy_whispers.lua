-- Fairy Whispers: Glimpse 3. Reveal the top card of your deck. If that card is wind
-- element, put it into your hand.
return {
	resolve = function(ctx)
		ctx:glimpse(3)
		local top = ctx:top(1)[1]
		if not top then
			return
		end
		ctx:reveal({ top })
		if top:has_element("wind") then
			ctx:move(top, "hand")
		end
	end,
}
