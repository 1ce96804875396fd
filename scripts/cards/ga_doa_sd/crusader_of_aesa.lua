-- Crusader of Aesa: Class Bonus: Intercept (granted while the class bonus holds; the rules script's
-- keyword trigger acts on it). It enters the field rested (the data's `hindered`).
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
