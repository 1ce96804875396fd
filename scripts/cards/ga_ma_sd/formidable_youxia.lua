-- Formidable Youxia: Intercept (the rules script's keyword). As long as your Shifting
-- Currents face East, it gets +2 life.
return {
	statics = {
		{
			stat = "life",
			increase = 2,
			self_only = true,
			condition = function(ctx)
				return ctx:rule("currents") == "east"
			end,
		},
	},
}
