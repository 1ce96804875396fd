-- Hallafest (WoE 010): Play: Search your deck and discard pile for up to 4 Bräkken cards with
-- different names. Reveal them and put them into your hand. Shuffle your deck. Gain 1 chain
-- for each card put into your hand this way.
return {
	resolve = function(ctx)
		local names = {}
		local found = {}
		for _ = 1, 4 do
			local candidates = {}
			for _, zone in ipairs({ "deck", "discard" }) do
				for _, card in ipairs(ctx:look({ zone = zone, controller = "you", subtype = "bräkken" })) do
					if not names[card:name()] then
						table.insert(candidates, card)
					end
				end
			end
			local picked = ctx:choose({
				prompt = "Take which Bräkken card (a new name), or none to stop?",
				objects = candidates,
				min = 0,
				max = 1,
			})[1]
			if picked == nil then
				break
			end
			names[picked:name()] = true
			table.insert(found, picked)
		end
		if #found > 0 then
			ctx:reveal(found)
		end
		local taken = 0
		for _, card in ipairs(found) do
			if ctx:move(card, "hand") then
				taken = taken + 1
			end
		end
		ctx:shuffle("deck")
		if taken > 0 then
			ctx:gain(ctx.controller, "chains", taken)
		end
	end,
}
