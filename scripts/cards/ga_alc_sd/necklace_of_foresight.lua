-- Necklace of Foresight: [Class Bonus] costs 1 less to materialize (a reduction that works
-- from the material deck, for its own materialization). Banish it: glimpse 4.
return {
	statics = {
		{
			reduce = 1,
			condition = function(ctx)
				return ctx:rule("class_bonus")
			end,
			from = { "material_deck", "stack" },
			self_only = true,
		},
	},
	activated = {
		foresee = {
			resolve = function(ctx)
				ctx:glimpse(4)
			end,
		},
	},
}
