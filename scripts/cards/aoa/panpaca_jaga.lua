-- Panpaca, Jaga (AoA 348), creature: Skirmish. Creatures to the left of Panpaca, Jaga in the
-- battleline gain skirmish (its own battleline: the enemy's creatures are in another line).
return {
	statics = {
		{
			grant = "skirmish",
			applies_to = function(ctx, creature)
				return creature:is_left_of(ctx.this)
			end,
		},
	},
}
