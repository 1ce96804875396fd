-- Abyssal Sight (WoE 384): Play: Destroy a friendly creature. If you do, look at your
-- opponent's hand and choose a card from it. That player discards that card.
return {
	resolve = function(ctx)
		if not ctx:rule("destroy_friendly") then
			return
		end
		local hand = ctx:look({ zone = "hand", controller = "opponent" })
		ctx:discard(ctx:choose({ prompt = "Your opponent discards which card?", objects = hand })[1])
	end,
}
