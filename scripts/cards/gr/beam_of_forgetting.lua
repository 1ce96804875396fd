-- Beam of Forgetting (GR 313): Play: Reveal a card picked at random from your opponent's hand
-- and put it on the bottom of their deck.
return {
	resolve = function(ctx)
		local hand = ctx:look({ zone = "hand", controller = "opponent" })
		if #hand == 0 then
			return
		end
		local card = hand[ctx:random(#hand)]
		ctx:reveal({ card })
		ctx:move(card, "deck", { position = "bottom" })
	end,
}
