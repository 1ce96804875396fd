-- Polkhawk, Bombastic Shot (ryvfq3huqj): Ranged 2 (the rules apply it). The Ranger
-- Reaction cards his controller activates cost 1 less.
return {
	statics = {
		{
			reduce = 1,
			applies_to = function(ctx, card)
				return card:has_subtype("ranger")
					and card:has_subtype("reaction")
					and card:controller().index == ctx.this:controller().index
			end,
		},
	},
}
