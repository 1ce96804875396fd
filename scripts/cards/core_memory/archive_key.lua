-- Archive Key: You may activate cards with memory costs from your hand, paying their
-- memory costs.
return {
	statics = {
		{
			allow = "activate",
			applies_to = function(ctx, card)
				return card:controller() == ctx.controller
			end,
		},
	},
}
