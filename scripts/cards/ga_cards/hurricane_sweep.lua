-- Hurricane Sweep: an attack card with Cleave (the rules script makes the champion attack
-- every unit of the opponent with it). Class Bonus: Efficiency.
return {
	statics = {
		-- Class Bonus: it has Efficiency (the ruleset's keyword_costs do the rest).
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
