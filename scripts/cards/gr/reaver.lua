-- Reaver (GR 153): After Reap: Move 1 æmber from a friendly creature to your pool. If you do,
-- discard a card from your hand.
return {
	reap = function(ctx)
		local holding = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			if creature:counter("amber") > 0 then
				table.insert(holding, creature)
			end
		end
		local pick = ctx:choose({ prompt = "Move 1 æmber from which creature?", objects = holding })[1]
		if ctx:rule("amber_to_pool", pick, 1) > 0 then
			local hand = ctx:objects({ zone = "hand", controller = "you" })
			ctx:discard(ctx:choose({ prompt = "Discard which card?", objects = hand })[1])
		end
	end,
}
