-- Panpaca, Anga (AoA 347), creature: Creatures to the right of Panpaca, Anga in the
-- battleline get +2 power (its own battleline: the enemy's creatures are in another line).
return {
	statics = {
		{
			stat = "power",
			increase = 2,
			applies_to = function(ctx, creature)
				return ctx.this:is_left_of(creature)
			end,
		},
	},
}
