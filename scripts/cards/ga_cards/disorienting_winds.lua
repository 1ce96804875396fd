-- Disorienting Winds: Efficiency. Return target ally to its owner's hand. Draw a card.
-- Efficiency is the keyword in its data: the ruleset's keyword_costs make it cost LV less.

return {
	targets = function(_ctx)
		return { { label = "ally", type = "ally", count = 1 } }
	end,
	resolve = function(ctx)
		ctx:move(ctx:target(1), "hand")
		ctx:draw(1)
	end,
}
