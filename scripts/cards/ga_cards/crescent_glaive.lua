-- Crescent Glaive: a weapon. Class Bonus, Level 2+: it gets +1 POWER.
return {
	statics = {
		{
			stat = "power",
			increase = 1,
			condition = function(ctx)
				return ctx:rule("class_bonus") and ctx:rule("level") >= 2
			end,
			self_only = true,
		},
	},
}
