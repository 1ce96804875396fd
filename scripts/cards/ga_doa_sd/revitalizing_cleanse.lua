-- Revitalizing Cleanse: reveal all cards in your memory. Recover X, X being the water
-- element cards revealed this way. Draw a card.
return {
	resolve = function(ctx)
		local memory = ctx:look({ zone = "memory", controller = "you" })
		ctx:reveal(memory)
		local water = 0
		for _, card in ipairs(memory) do
			if card:has_element("water") then
				water = water + 1
			end
		end
		local champion = ctx:objects({ type = "champion", controller = "you" })[1]
		if water > 0 then
			ctx:recover(champion, water)
		end
		ctx:draw(1)
	end,
}
