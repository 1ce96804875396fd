-- Researcher (WoE 174), token creature: Omni: Reveal a Mars card from your hand and archive
-- it. (A card's house in hand is its printed one.)
return {
	omni = function(ctx)
		local mars = ctx:objects({ zone = "hand", controller = "you", attributes = { house = "mars" } })
		local card = ctx:choose({ prompt = "Reveal and archive which Mars card?", objects = mars })[1]
		if card == nil then
			return
		end
		ctx:reveal({ card })
		ctx:move(card, "archives")
	end,
}
