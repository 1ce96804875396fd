-- Sanitation Engineer (WC 138): Hazardous 1 (data). Reap: Discard a card from your hand.
return {
	reap = function(ctx)
		local hand = ctx:objects({ zone = "hand", controller = "you" })
		ctx:discard(ctx:choose({ prompt = "Discard which card?", objects = hand })[1])
	end,
}
