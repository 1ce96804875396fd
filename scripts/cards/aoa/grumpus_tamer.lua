-- Grumpus Tamer (AoA 039): Reap: Search your deck and discard pile for a War Grumpus,
-- reveal it, and add it to your hand. Then shuffle your deck (whether or not one was
-- found).
return {
	reap = function(ctx)
		local found = {}
		for _, zone in ipairs({ "deck", "discard" }) do
			for _, card in ipairs(ctx:look({ zone = zone, controller = "you", card = "war_grumpus" })) do
				table.insert(found, card)
			end
		end
		local picked =
			ctx:choose({ prompt = "Take which War Grumpus?", objects = found, min = 0, max = 1 })[1]
		if picked ~= nil then
			ctx:reveal({ picked })
			ctx:move(picked, "hand")
		end
		ctx:shuffle("deck")
	end,
}
