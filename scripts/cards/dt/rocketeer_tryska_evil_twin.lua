-- Rocketeer Tryska, evil twin (DT 248): Skirmish (data). While the tide is high, it enters
-- play ready (the rules' keyword `enters_ready`, read as it is played).
return {
	statics = {
		{
			grant = "enters_ready",
			from = { "stack" },
			reaches = { "stack" },
			self_only = true,
			condition = function(ctx)
				return ctx:rule("tide") == "high"
			end,
		},
	},
}
