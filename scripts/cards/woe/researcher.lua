-- Researcher (WoE 174), token creature: Omni: Reveal a Mars card from your hand and archive
-- it.
return {
	omni = function(ctx)
		local mars = {}
		for _, card in ipairs(ctx:objects({ zone = "hand", controller = "you" })) do
			if ctx:rule("of_house", card, "mars") then
				table.insert(mars, card)
			end
		end
		local card = ctx:choose({ prompt = "Reveal and archive which Mars card?", objects = mars })[1]
		if card == nil then
			return
		end
		ctx:reveal({ card })
		ctx:move(card, "archives")
	end,
}
