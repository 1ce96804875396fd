-- Infiltrator (GR 132): Skirmish, Treachery, Versatile (data). At the end of your turn,
-- destroy each of Infiltrator's neighbors. "Your" is its controller: after Treachery, the
-- opponent of the player who played it. The event names whose turn ended.
return {
	triggers = {
		{
			on = "turn_ended",
			label = "end of your turn: destroy Infiltrator's neighbours (Infiltrator)",
			applies = function(ctx, event)
				return event.player == ctx.controller
			end,
			resolve = function(ctx)
				ctx:destroy(ctx.this:neighbors())
			end,
		},
	},
}
