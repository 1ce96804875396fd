-- Dr. Verokter (DT 008): Elusive. Reap: Put an upgrade or action card from your discard pile
-- on top of your deck.
return {
	reap = function(ctx)
		local cards = ctx:objects({ zone = "discard", controller = "you", type = "action" })
		for _, upgrade in ipairs(ctx:objects({ zone = "discard", controller = "you", type = "upgrade" })) do
			table.insert(cards, upgrade)
		end
		local picked = ctx:choose({ prompt = "Put which card on top of your deck?", objects = cards })[1]
		if picked ~= nil then
			ctx:move(picked, "deck", { position = "top" })
		end
	end,
}
