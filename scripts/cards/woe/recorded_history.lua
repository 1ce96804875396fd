-- Recorded History (WoE 333): Play: Reveal up to 3 cards of different houses from your hand.
-- Archive each card revealed this way.
return {
	resolve = function(ctx)
		local shown = {}
		local houses = {}
		for _ = 1, 3 do
			local candidates = {}
			for _, card in ipairs(ctx:objects({ zone = "hand", controller = "you" })) do
				if not houses[card:attribute("house") or ""] then
					table.insert(candidates, card)
				end
			end
			local picked = ctx:choose({
				prompt = "Reveal a card of another house (or none to stop)",
				objects = candidates,
				min = 0,
				max = 1,
			})[1]
			if picked == nil then
				break
			end
			houses[picked:attribute("house") or ""] = true
			table.insert(shown, picked)
		end
		if #shown == 0 then
			return
		end
		ctx:reveal(shown)
		for _, card in ipairs(shown) do
			ctx:move(card, "archives")
		end
	end,
}
