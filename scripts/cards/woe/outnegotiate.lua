-- Outnegotiate (WoE 081): Play: Choose a card in your opponent's discard pile. Steal 1 æmber
-- for each æmber bonus icon on it, then put it on the bottom of its owner's deck.
return {
	resolve = function(ctx)
		local pile = ctx:objects({ zone = "discard", controller = "opponent" })
		local picked =
			ctx:choose({ prompt = "Choose a card in your opponent's discard pile", objects = pile })[1]
		if picked == nil then
			return
		end
		local icons = picked:stat("amber") or 0
		for _, icon in ipairs(picked:icons()) do
			if icon == "amber" then
				icons = icons + 1
			end
		end
		ctx:steal(icons)
		ctx:move(picked, "deck", { position = "bottom" })
	end,
}
