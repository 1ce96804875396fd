-- Sudden Steel: an attack card. Class Bonus: Efficiency (it costs LV less to activate).
return {
	statics = {
		{
			grant = "efficiency",
			condition = function(ctx)
				return ctx:rule("class_bonus")
			end,
			from = { "stack" },
			self_only = true,
		},
	},
}
