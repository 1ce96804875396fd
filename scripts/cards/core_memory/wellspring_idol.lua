-- Wellspring Idol: You may activate Searing Torrent without paying its reserve cost.
return {
	statics = {
		{
			cost = "reserve",
			remove = true,
			applies_to = function(ctx, card)
				return card:card_id() == "searing_torrent" and card:controller() == ctx.controller
			end,
		},
	},
}
