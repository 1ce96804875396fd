-- Greed (MM 058): During your "draw cards" step, refill your hand to 1 additional card for
-- each friendly Sin creature (Greed included).
return {
	statics = {
		{
			value = "hand_size",
			increase = function(ctx)
				return ctx:count({ zone = "battleline", controller = "you", subtype = "sin" })
			end,
			applies_to = function(ctx, player)
				return player == ctx.controller
			end,
		},
	},
}
