-- Imperial Sentry: Class Bonus: Intercept (granted; its trigger checks it has it).
-- Level 2+: it gets +1 life.
return {
	statics = {
		{
			grant = "intercept",
			condition = function(ctx)
				return ctx:rule("class_bonus")
			end,
			self_only = true,
		},
		{
			stat = "life",
			increase = 1,
			condition = function(ctx)
				return ctx:rule("level") >= 2
			end,
			self_only = true,
		},
	},
	triggers = {
		{
			on = "attack",
			label = "Intercept",
			applies = function(ctx, event)
				return ctx:rule("intercepts", event)
			end,
			resolve = function(ctx)
				ctx:rule("intercept")
			end,
		},
	},
}
