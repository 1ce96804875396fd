-- Disintegrate: Class Bonus: Efficiency. Destroy target ally or regalia.
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
		return { { label = "ally or regalia", any_type = { "ally", "regalia" }, count = 1 } }
	end,
	resolve = function(ctx)
		ctx:destroy(ctx:target(1))
	end,
}
