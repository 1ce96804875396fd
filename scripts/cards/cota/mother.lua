-- Mother (CotA 145), and Daughter (WC 131): During your "draw cards" step, refill your hand
-- to 1 additional card.
return {
	statics = {
		{
			value = "hand_size",
			increase = 1,
			applies_to = function(ctx, player)
				return player == ctx.controller
			end,
		},
	},
}
