-- Bear Flute (CotA 340): Action: Fully heal an Ancient Bear. If there are no Ancient Bears
-- in play, search your deck and discard pile and put each Ancient Bear from them into
-- your hand; if you do, shuffle your discard pile into your deck.
return {
	action = function(ctx)
		local bears = ctx:objects({ zone = "battleline", card = "ancient_bear" })
		if #bears > 0 then
			local hurt = {}
			for _, bear in ipairs(bears) do
				if bear:damage() > 0 then
					table.insert(hurt, bear)
				end
			end
			local bear = ctx:choose({ prompt = "Fully heal which Ancient Bear?", objects = hurt })[1]
			if bear ~= nil then
				ctx:heal(bear, bear:damage())
			end
			return
		end
		local found = ctx:look({ zone = "deck", controller = "you", card = "ancient_bear" })
		for _, bear in ipairs(ctx:objects({ zone = "discard", controller = "you", card = "ancient_bear" })) do
			table.insert(found, bear)
		end
		if #found == 0 then
			return
		end
		for _, bear in ipairs(found) do
			ctx:move(bear, "hand")
		end
		for _, card in ipairs(ctx:objects({ zone = "discard", controller = "you" })) do
			ctx:move(card, "deck")
		end
		ctx:shuffle("deck")
	end,
}
