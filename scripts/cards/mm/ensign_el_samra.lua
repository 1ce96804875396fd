-- Ensign El-Samra (MM 340), creature: Action: Reveal a card from your hand and resolve its
-- bonus icons as if you had played it (it stays in hand).
return {
	action = function(ctx)
		local hand = ctx:objects({ zone = "hand", controller = "you" })
		local card = ctx:choose({ prompt = "Reveal which card (Ensign El-Samra)?", objects = hand })[1]
		if card == nil then
			return
		end
		ctx:reveal({ card })
		ctx:rule("resolve_bonus_icons", card)
	end,
}
