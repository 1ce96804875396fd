-- Rogue Ogre (CotA 045): At the end of your turn, if you played exactly one card this turn,
-- Rogue Ogre heals 2 damage and captures 1 æmber. The turn's end still belongs to that
-- turn, so its record of plays is the turn's.
return {
	triggers = {
		{
			on = "turn_ended",
			label = "end of your turn: one card played: heal 2 and capture 1 (Rogue Ogre)",
			applies = function(ctx, event)
				return event.player == ctx.controller and #ctx.controller:this_turn("played") == 1
			end,
			resolve = function(ctx)
				ctx:heal(ctx.this, 2)
				ctx:capture(ctx.this, 1)
			end,
		},
	},
}
