-- Curse of Forgetfulness (GR 110): Treachery (data). At the end of your turn, purge the
-- top card of your discard pile. "Your" is its controller: after Treachery, the opponent
-- of the player who played it. A discard pile lists its cards bottom first.
return {
	triggers = {
		{
			on = "turn_ended",
			label = "end of your turn: purge the top card of your discard pile (Curse of Forgetfulness)",
			applies = function(ctx, event)
				return event.player == ctx.controller
			end,
			resolve = function(ctx)
				local pile = ctx:objects({ zone = "discard", controller = "you" })
				ctx:banish(pile[#pile])
			end,
		},
	},
}
