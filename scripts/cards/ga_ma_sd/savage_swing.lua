-- Savage Swing: a Polearm attack card (the rules script makes the champion attack with
-- it). [Class Bonus] Floating Memory (from the graveyard).
return {
	statics = {
		{
			grant = "floating_memory",
			condition = function(ctx)
				return ctx:rule("class_bonus")
			end,
			from = { "graveyard" },
			self_only = true,
		},
	},
}
