-- Plunder (WoE 356): Play: Reveal a random unrevealed card from your opponent's hand. Then
-- either repeat this, or your opponent discards the last card revealed (with none left to
-- reveal, they discard it).
return {
	resolve = function(ctx)
		local shown = {}
		local last = nil
		while true do
			local unrevealed = {}
			for _, card in ipairs(ctx:look({ zone = "hand", controller = "opponent" })) do
				if not shown[card.id] then
					table.insert(unrevealed, card)
				end
			end
			if #unrevealed == 0 then
				break
			end
			last = unrevealed[ctx:random(#unrevealed)]
			shown[last.id] = true
			ctx:reveal({ last })
			if #unrevealed == 1 then
				break
			end
			local picked = ctx:choose({
				prompt = "Reveal another card, or have your opponent discard the one revealed?",
				options = { "reveal another", "discard it" },
			})[1]
			if picked ~= "reveal another" then
				break
			end
		end
		if last ~= nil then
			ctx:discard(last)
		end
	end,
}
