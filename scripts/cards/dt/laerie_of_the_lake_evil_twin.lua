-- Lærie of the Lake, evil twin (DT 066): While the tide is high, it gets +5 armor.
return {
	statics = {
		{
			stat = "armor",
			increase = 5,
			self_only = true,
			condition = function(ctx)
				return ctx:rule("tide") == "high"
			end,
		},
	},
}
