-- Zenzizenzizenzic (WC 180): During your "draw cards" step, if it is in the center of your
-- battleline, refill your hand to 2 additional cards.
return {
	statics = {
		{
			value = "hand_size",
			increase = 2,
			applies_to = function(ctx, player)
				return player == ctx.controller
			end,
			condition = function(ctx)
				return ctx:rule("in_center", ctx.this)
			end,
		},
	},
}
