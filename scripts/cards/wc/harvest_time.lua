-- Harvest Time (WC 106): Play: Choose a trait. Purge each card in play with that trait.
-- Each player gains 1 æmber for each card they controlled that was purged this way (a
-- warded creature stays, its ward spent, and gains nobody anything). The traits offered are
-- those of the cards in play: any other would purge nothing.
return {
	resolve = function(ctx)
		local traits, seen = {}, {}
		local cards = ctx:objects({ controller = "any" })
		for _, card in ipairs(cards) do
			for _, trait in ipairs(card:subtypes()) do
				if not seen[trait] then
					seen[trait] = true
					table.insert(traits, trait)
				end
			end
		end
		table.sort(traits)
		local trait = ctx:choose({ prompt = "Choose a trait", options = traits })[1]
		if trait == nil then
			return
		end
		local gains = { [ctx.controller.index] = 0, [ctx.opponent.index] = 0 }
		local players = { [ctx.controller.index] = ctx.controller, [ctx.opponent.index] = ctx.opponent }
		for _, card in ipairs(ctx:objects({ controller = "any", subtype = trait })) do
			local holder = card:controller()
			ctx:banish(card)
			-- A ward keeps it where it was: the handle stays valid, and nothing is gained.
			if not card:is_valid() then
				gains[holder.index] = gains[holder.index] + 1
			end
		end
		for index, n in pairs(gains) do
			if n > 0 then
				ctx:gain(players[index], "amber", n)
			end
		end
	end,
}
