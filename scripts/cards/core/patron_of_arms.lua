-- Patron of Arms: You may activate Stone Sentry cards without paying their reserve cost.
return {
	statics = {
		{
			cost = "reserve",
			remove = true,
			applies_to = function(ctx, card)
				return card:card_id() == "stone_sentry" and card:controller() == ctx.controller
			end,
		},
	},
}
