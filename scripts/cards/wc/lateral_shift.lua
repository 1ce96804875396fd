-- Lateral Shift (WC A03): Play: Look at your opponent's hand. Play a card from that hand as
-- if it were yours (any house: the effect plays it; a card that can't be played is passed
-- over).
return {
	resolve = function(ctx)
		local hand = ctx:look({ zone = "hand", controller = "opponent" })
		local card = ctx:choose({ prompt = "Play which card from your opponent's hand?", objects = hand })[1]
		if card ~= nil then
			ctx:play(card)
		end
	end,
}
