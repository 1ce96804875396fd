-- It's Coming... (MM 117): Play: Search your deck and discard pile for either half of a
-- gigantic creature, reveal it, and put it into your hand. Shuffle your deck.
return {
	resolve = function(ctx)
		local halves = {}
		for _, zone in ipairs({ "deck", "discard" }) do
			for _, half in ipairs({ "bottom", "top" }) do
				for _, card in
					ipairs(ctx:look({ zone = zone, controller = "you", attributes = { gigantic = half } }))
				do
					table.insert(halves, card)
				end
			end
		end
		local pick = ctx:choose({
			prompt = "Take which half of a gigantic creature?",
			objects = halves,
			min = 0,
			max = 1,
		})[1]
		if pick ~= nil then
			ctx:reveal({ pick })
			ctx:move(pick, "hand")
		end
		ctx:shuffle("deck")
	end,
}
