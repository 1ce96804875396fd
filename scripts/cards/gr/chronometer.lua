-- Chronometer (GR 161): At the end of your turn, a time counter goes on each friendly Clock
-- creature; then with 6 or more on Chronometer, destroy it, and if it is destroyed, purge a
-- card from a discard pile.
return {
	triggers = {
		{
			on = "turn_ended",
			label = "end of your turn: time counters on your Clocks",
			applies = function(ctx, event)
				return event.player == ctx.controller
			end,
			resolve = function(ctx)
				if ctx:rule("clock_tick", 6) and ctx:destroy(ctx.this) then
					ctx:rule("purge_from_a_discard_pile")
				end
			end,
		},
	},
}
