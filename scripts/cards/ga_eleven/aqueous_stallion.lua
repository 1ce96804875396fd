-- Aqueous Stallion: as long as you have four or more water element cards in your
-- graveyard, it gets +3 POWER.
return {
	statics = {
		{
			stat = "power",
			increase = 3,
			self_only = true,
			condition = function(ctx)
				return ctx:rule("graveyard_of_element", "water") >= 4
			end,
		},
	},
}
