-- Hallowed Eve Festival (GR 147): Play: Discard the top 5 cards of your deck. For each
-- Geistoid card discarded this way, a friendly creature captures 1 æmber (point by point).
return {
	resolve = function(ctx)
		local n = 0
		for _, card in ipairs(ctx:top(5)) do
			local geistoid = card:attribute("house") == "geistoid"
			if ctx:discard(card) and geistoid then
				n = n + 1
			end
		end
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		ctx:rule("allot_captures", mine, n, "Which friendly creature captures 1 æmber?")
	end,
}
