-- Heavy Swing: an attack card (the rules script makes the champion attack with it).
-- [Class Bonus] This card costs 2 less to activate.
return {
	statics = {
		{
			reduce = 2,
			condition = function(ctx)
				return ctx:rule("class_bonus")
			end,
			from = { "stack" },
			self_only = true,
		},
	},
}
