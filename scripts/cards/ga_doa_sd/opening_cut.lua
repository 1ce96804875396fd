-- Opening Cut: an attack card. Class Bonus: as long as you have exactly one card in your
-- memory, it gets +2 power.
return {
	statics = {
		{
			stat = "power",
			increase = 2,
			condition = function(ctx)
				return ctx:rule("class_bonus") and ctx.controller:count("memory") == 1
			end,
			self_only = true,
			from = { "intent" },
		},
	},
}
