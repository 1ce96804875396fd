-- Summon Gale: Class Bonus: Efficiency. Return target ally to its owner's hand.
return {
	statics = {
		-- Class Bonus: it has Efficiency (the ruleset's keyword_costs do the rest).
		{
			grant = "efficiency",
			condition = function(ctx)
				return ctx:rule("class_bonus")
			end,
			from = { "stack" },
			self_only = true,
		},
	},
	targets = function(_ctx)
		return { { label = "ally", type = "ally", count = 1 } }
	end,
	resolve = function(ctx)
		ctx:move(ctx:target(1), "hand")
	end,
}
