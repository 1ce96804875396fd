-- Airlock (WoE 135): Action: Discard a non-Mars card from your hand. If you do, draw a card.
return {
	action = function(ctx)
		local candidates = {}
		for _, card in ipairs(ctx:objects({ zone = "hand", controller = "you" })) do
			if not ctx:rule("of_house", card, "mars") then
				table.insert(candidates, card)
			end
		end
		local picked =
			ctx:choose({ prompt = "Discard which non-Mars card (then draw one)?", objects = candidates })[1]
		if picked ~= nil and ctx:discard(picked) then
			ctx:draw(1)
		end
	end,
}
