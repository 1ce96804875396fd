-- Imperial Sentry: Class Bonus: Intercept (granted; the rules script's keyword trigger).
-- Level 2+: it gets +1 life.
return {
	statics = {
		{
			stat = "life",
			increase = 1,
			condition = function(ctx)
				return ctx:rule("level") >= 2
			end,
			self_only = true,
		},
	},
}
