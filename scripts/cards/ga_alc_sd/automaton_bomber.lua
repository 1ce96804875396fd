-- Automaton Bomber: Ranged 4 (the stat `ranged`). [Class Bonus] Floating Memory.
return {
	statics = {
		{
			grant = "floating_memory",
			self_only = true,
			from = { "graveyard" },
			condition = function(ctx)
				return ctx:rule("class_bonus")
			end,
		},
	},
}
