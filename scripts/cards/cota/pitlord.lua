-- Pitlord (CotA 093): Taunt. While Pitlord is in play you must choose Dis as your active
-- house.
return {
	statics = {
		{
			declare = "house",
			must = "dis",
			applies_to = function(ctx, player)
				return player == ctx.controller
			end,
		},
	},
}
