-- Floodborne Swing: an attack card. [Class Bonus] Deluge 3: as long as there are three or
-- more water element cards in your graveyard, it gets +4 power.
return {
	statics = {
		{
			stat = "power",
			increase = 4,
			condition = function(ctx)
				return ctx:rule("class_bonus") and ctx:rule("graveyard_of_element", "water") >= 3
			end,
			self_only = true,
			from = { "intent" },
		},
	},
}
