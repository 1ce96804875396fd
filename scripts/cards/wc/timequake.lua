-- Timequake (WC A09): Play: Shuffle each friendly card in play (creatures, artifacts, the
-- upgrades you control, wherever attached) into its owner's deck, upgrades first. Draw a
-- card for each card that went into your own deck this way (a ward keeps a creature in
-- play; a card of your opponent's goes to their deck and is not counted).
return {
	resolve = function(ctx)
		local upgrades, others = {}, {}
		for _, card in ipairs(ctx:objects({ controller = "you" })) do
			if card:has_type("upgrade") then
				table.insert(upgrades, card)
			elseif card:has_type("creature") or card:has_type("artifact") then
				table.insert(others, card)
			end
		end
		local mine = 0
		for _, list in ipairs({ upgrades, others }) do
			for _, card in ipairs(list) do
				local own = card:owner() == ctx.controller
				if ctx:move(card, "deck") and own then
					mine = mine + 1
				end
			end
		end
		ctx:shuffle("deck")
		ctx:shuffle("deck", ctx.opponent)
		if mine > 0 then
			ctx:draw(mine)
		end
	end,
}
