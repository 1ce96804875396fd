-- Barn Razing (WC 004): Play: For the rest of the turn, each time a friendly creature
-- fights, your opponent loses 1 æmber.
return {
	resolve = function(ctx)
		ctx:lasting({ duration = "turn", effect = { trigger = "barn_razing" } })
	end,
	triggers = {
		{
			on = "used",
			lasting = "barn_razing",
			label = "a friendly creature fought: the opponent loses 1 æmber (Barn Razing)",
			applies = function(ctx, event)
				return event.ability == "fight" and event.player == ctx.controller
			end,
			resolve = function(ctx)
				ctx:gain(ctx.opponent, "amber", -1)
			end,
		},
	},
}
