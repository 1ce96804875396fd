-- Steel Halberd: a weapon. Class Bonus: it gets +1 POWER.
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
