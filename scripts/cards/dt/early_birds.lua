-- Early Birds (DT 195): Alpha (the rules'). Play: Ready each Shadows card (of yours in play).
return {
	resolve = function(ctx)
		for _, zone in ipairs({ "battleline", "artifacts" }) do
			for _, card in ipairs(ctx:objects({ zone = zone, controller = "you" })) do
				if ctx:rule("of_house", card, "shadows") then
					ctx:ready(card)
				end
			end
		end
	end,
}
