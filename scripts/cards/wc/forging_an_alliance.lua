-- Forging an Alliance (WC 331): Play: Forge a key at +7 æmber current cost, reduced by 1
-- for each house represented among cards in play (creatures, artifacts, upgrades; at most
-- 6). Not "may": the key is forged if the player can pay.
local IN_PLAY = { "battleline", "artifacts", "upgrades" }

return {
	resolve = function(ctx)
		local cards = {}
		for _, zone in ipairs(IN_PLAY) do
			for _, card in ipairs(ctx:objects({ zone = zone })) do
				table.insert(cards, card)
			end
		end
		local houses = 0
		for _, house in ipairs(ctx:rule("houses")) do
			for _, card in ipairs(cards) do
				if ctx:rule("of_house", card, house) then
					houses += 1
					break
				end
			end
		end
		local extra = 7 - math.min(houses, 6)
		if ctx.controller:can_buy("key", extra) then
			ctx:buy(ctx.controller, "key", extra)
		end
	end,
}
