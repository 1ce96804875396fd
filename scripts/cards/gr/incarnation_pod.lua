-- Incarnation Pod (GR 098): Action: A card of either discard pile goes to the bottom of its
-- owner's deck. Scrap: Purge the bottom card of each player's deck.
return {
	action = function(ctx)
		local cards = ctx:objects({ zone = "discard", controller = "any" })
		local pick =
			ctx:choose({ prompt = "Put which card on the bottom of its owner's deck?", objects = cards })[1]
		if pick ~= nil then
			ctx:move(pick, "deck", { position = "bottom" })
		end
	end,
	scrap = function(ctx)
		for _, player in ipairs({ ctx.controller, ctx.opponent }) do
			local deck = ctx:top(player:count("deck"), player)
			if #deck > 0 then
				ctx:banish(deck[#deck])
			end
		end
	end,
}
