-- Infiltrator (GR 132): Skirmish, Treachery, Versatile (data). At the end of your turn,
-- destroy each of Infiltrator's neighbors. "Your" is its controller: after Treachery, the
-- opponent of the player who played it. The turn ends with its last step, the draw (the event names whose turn it was).
return {
	triggers = {
		{
			on = "phase_ended",
			label = "end of your turn: destroy Infiltrator's neighbours (Infiltrator)",
			applies = function(ctx, event)
				return event.phase == "draw" and event.player == ctx.controller
			end,
			resolve = function(ctx)
				ctx:destroy(ctx.this:neighbors())
			end,
		},
	},
}
