-- Arcane Blast: Efficiency. Deal 11 damage to target champion.
-- Efficiency is the keyword in its data: the ruleset's keyword_costs make it cost LV less.

return {
	targets = function(_ctx)
		return { { label = "champion", type = "champion", count = 1 } }
	end,
	resolve = function(ctx)
		ctx:deal_damage(ctx:target(1), 11)
	end,
}
