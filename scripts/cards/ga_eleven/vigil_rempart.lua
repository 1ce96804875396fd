-- Vigil Rempart: [Class Bonus] Vigil Rempart gets +2 POWER.
return {
	statics = {
		{
			stat = "power",
			increase = 2,
			self_only = true,
			condition = function(ctx)
				return ctx:rule("class_bonus")
			end,
		},
	},
}
