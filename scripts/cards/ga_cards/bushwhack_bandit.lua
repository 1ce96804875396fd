-- Bushwhack Bandit: [Class Bonus] Critical 1. Its stat `critical` is printed; the keyword
-- that makes the rules apply it is on only with the class bonus.
return {
	statics = {
		{
			grant = "critical",
			self_only = true,
			condition = function(ctx)
				return ctx:rule("class_bonus")
			end,
		},
	},
}
