-- Bulwark Sword: [Class Bonus] +1 POWER. "Pay (2) as an additional cost to use it for an
-- attack" is its `attack_cost` stat, which the rules' attack declaration pays.
return {
	statics = {
		{
			stat = "power",
			increase = 1,
			condition = function(ctx)
				return ctx:rule("class_bonus")
			end,
			self_only = true,
		},
	},
}
