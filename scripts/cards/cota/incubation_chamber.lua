-- Incubation Chamber (CotA 186): Omni: Reveal a Mars creature from your hand. If you do,
-- archive it.
return {
	omni = function(ctx)
		local mars = {}
		for _, card in ipairs(ctx:objects({ zone = "hand", controller = "you", type = "creature" })) do
			if ctx:rule("of_house", card, "mars") then
				table.insert(mars, card)
			end
		end
		local card = ctx:choose({
			prompt = "Reveal and archive which Mars creature?",
			objects = mars,
			min = 0,
			max = 1,
		})[1]
		if card ~= nil then
			ctx:reveal({ card })
			ctx:move(card, "archives")
		end
	end,
}
