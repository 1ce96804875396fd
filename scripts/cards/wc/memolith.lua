-- Memolith (WC A04), artifact: Action: Graft an action card from your hand onto Memolith
-- (faceup under it), or trigger the Play: effect of an action card grafted onto it.
return {
	action = function(ctx)
		local cards = ctx:objects({ zone = "hand", controller = "you", type = "action" })
		for _, card in ipairs(ctx:rule("grafted", ctx.this)) do
			table.insert(cards, card)
		end
		local card =
			ctx:choose({ prompt = "Graft a card from hand, or trigger a grafted one", objects = cards })[1]
		if card == nil then
			return
		end
		if card:zone() == "hand" then
			ctx:rule("graft", ctx.this, card)
		else
			ctx:rule("trigger_grafted", card)
		end
	end,
}
