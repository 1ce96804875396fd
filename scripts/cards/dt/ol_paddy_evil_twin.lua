-- Ol' Paddy, evil twin (DT 371): Reap: Discard the bottom card of your opponent's deck, or
-- the bottom 3 instead if the tide is high. Destroy a creature that shares a house with
-- one of the discarded cards (if there is one).
return {
	reap = function(ctx)
		local n = ctx:rule("tide") == "high" and 3 or 1
		local deck = ctx:top(ctx.opponent:count("deck"), ctx.opponent)
		local houses = {}
		for i = math.max(1, #deck - n + 1), #deck do
			houses[deck[i]:attribute("house") or ""] = true
			ctx:discard(deck[i])
		end
		local sharing = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			for house in pairs(houses) do
				if ctx:rule("of_house", creature, house) then
					table.insert(sharing, creature)
					break
				end
			end
		end
		ctx:destroy(ctx:choose({ prompt = "Destroy which creature?", objects = sharing })[1])
	end,
}
