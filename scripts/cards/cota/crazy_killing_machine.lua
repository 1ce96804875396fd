-- Crazy Killing Machine (CotA 128): Action: Discard the top card of each player's deck.
-- For each of those cards, destroy a creature or artifact of that card's house, if able.
-- If 2 cards are not destroyed as a result of this, destroy Crazy Killing Machine (an
-- empty deck discards nothing, so it counts as one not destroyed). It may choose itself.
return {
	action = function(ctx)
		local houses = {}
		for _, player in ipairs({ ctx.controller, ctx.opponent }) do
			local top = ctx:top(1, player)[1]
			if top ~= nil then
				table.insert(houses, top:attribute("house"))
				ctx:discard(top)
			end
		end
		local destroyed = 0
		for _, house in ipairs(houses) do
			local candidates = {}
			for _, zone in ipairs({ "battleline", "artifacts" }) do
				for _, card in ipairs(ctx:objects({ zone = zone })) do
					if ctx:rule("of_house", card, house) and not card:is_destroyed() then
						table.insert(candidates, card)
					end
				end
			end
			local prompt = "Destroy which " .. house .. " creature or artifact?"
			local victim = ctx:choose({ prompt = prompt, objects = candidates })[1]
			if victim ~= nil and #ctx:destroy({ victim }) > 0 then
				destroyed += 1
			end
		end
		if destroyed < 2 and ctx.this:zone() == "artifacts" then
			ctx:destroy(ctx.this)
		end
	end,
}
