-- Force Field: Switch on. A square within 1: the field stands there (the ruleset puts a
-- resolved field on the board, on the square it was aimed at).
-- Creatures on or next to its square have +2 resistance: a constant ability.
return {
	targets = function(_ctx)
		return { { label = "square", square = true, within = 1, count = 1 } }
	end,
	statics = {
		{
			stat = "resistance",
			increase = 2,
			applies_to = function(ctx, creature)
				local here, there = ctx.this:square(), creature:square()
				return here ~= nil and there ~= nil and ctx:distance(here, there) <= 1
			end,
		},
	},
}
