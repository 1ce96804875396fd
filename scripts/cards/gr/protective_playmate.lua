-- Protective Playmate (GR 120): Taunt (data). While you are haunted, Protective Playmate
-- gets +6 power. Otherwise, Protective Playmate gains elusive.
return {
	statics = {
		{
			stat = "power",
			increase = 6,
			self_only = true,
			condition = function(ctx)
				return ctx:rule("haunted")
			end,
		},
		{
			grant = "elusive",
			self_only = true,
			condition = function(ctx)
				return not ctx:rule("haunted")
			end,
		},
	},
}
