-- Curse of Spontaneity (GR 056): Treachery (data). At the start of your "draw cards" step
-- ("your": its controller, the opponent of whoever played it), discard your hand: as the
-- "ready cards" step ends, before the draw step's refill.
return {
	triggers = {
		{
			on = "phase_ended",
			label = "start of your draw step: discard your hand",
			applies = function(ctx, event)
				return event.phase == "ready" and ctx.controller:is_turn_player()
			end,
			resolve = function(ctx)
				ctx:discard(ctx:objects({ zone = "hand", controller = "you" }))
			end,
		},
	},
}
