-- Shaffles (CotA 095): At the end of your turn, your opponent loses 1 æmber. "Your turn" is
-- its controller's; the turn's end comes after its draw step, before the next turn's forge.
return {
	triggers = {
		{
			on = "turn_ended",
			label = "end of your turn: your opponent loses 1 æmber (Shaffles)",
			applies = function(ctx, event)
				return event.player == ctx.controller
			end,
			resolve = function(ctx)
				ctx:gain(ctx.opponent, "amber", -1)
			end,
		},
	},
}
