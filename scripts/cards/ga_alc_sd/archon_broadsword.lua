-- Archon Broadsword: [Class Bonus] +1 POWER for each token you control. Its additional
-- attack cost (2) is its `attack_cost` stat, which the rules' attack declaration pays.
return {
	statics = {
		{
			stat = "power",
			increase = function(ctx)
				return ctx:count({ zone = "field", type = "token", controller = "you" })
			end,
			condition = function(ctx)
				return ctx:rule("class_bonus")
			end,
			self_only = true,
		},
	},
}
