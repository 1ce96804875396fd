-- Esteemed Knight: Class Bonus: Intercept (granted while the class bonus holds; the rules script's
-- keyword trigger acts on it).
return {
	statics = {
		{
			grant = "intercept",
			condition = function(ctx)
				return ctx:rule("class_bonus")
			end,
			self_only = true,
		},
	},
}
