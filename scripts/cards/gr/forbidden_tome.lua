-- Forbidden Tome (GR 075): Enhance (deck building). Each haunted player refills their hand to
-- 1 more card during their "draw cards" step.
return {
	statics = {
		{
			value = "hand_size",
			increase = 1,
			applies_to = function(ctx, player)
				return ctx:rule("haunted", player)
			end,
		},
	},
}
