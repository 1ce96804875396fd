-- Into the Warp (GR 260): Play: Each player discards the top card of their deck. Destroy
-- each creature that shares a house with a card discarded this way (together).
return {
	resolve = function(ctx)
		local houses = {}
		for _, player in ipairs({ ctx.controller, ctx.opponent }) do
			local top = ctx:top(1, player)[1]
			if top ~= nil then
				houses[top:attribute("house")] = true
				ctx:discard(top)
			end
		end
		local doomed = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			for house in pairs(houses) do
				if ctx:rule("of_house", creature, house) then
					table.insert(doomed, creature)
					break
				end
			end
		end
		ctx:destroy(doomed)
	end,
}
