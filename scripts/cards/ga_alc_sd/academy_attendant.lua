-- Academy Attendant: [Class Bonus] [Memory 4+] +1 POWER: both conditions hold at once.
return {
	statics = {
		{
			stat = "power",
			increase = 1,
			condition = function(ctx)
				return ctx:rule("class_bonus") and ctx.controller:count("memory") >= 4
			end,
			self_only = true,
		},
	},
}
