-- Ven Omawk (AS 080): Poison (data). During their "draw cards" step, your opponent refills
-- their hand to 1 less card.
return {
	statics = {
		{
			value = "hand_size",
			reduce = 1,
			applies_to = function(ctx, player)
				return player == ctx.opponent
			end,
		},
	},
}
