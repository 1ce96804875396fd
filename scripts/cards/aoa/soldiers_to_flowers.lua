-- Soldiers to Flowers (AoA 349), action: Play: Purge each Untamed creature from each
-- player's discard pile; for each card purged this way, its owner gains 1 æmber.
return {
	resolve = function(ctx)
		for _, player in ipairs({ ctx.controller, ctx.opponent }) do
			local side = player == ctx.controller and "you" or "opponent"
			local purged = 0
			for _, card in ipairs(ctx:objects({ zone = "discard", controller = side, type = "creature" })) do
				if ctx:rule("of_house", card, "untamed") and ctx:banish(card) then
					purged = purged + 1
				end
			end
			if purged > 0 then
				ctx:gain(player, "amber", purged)
			end
		end
	end,
}
