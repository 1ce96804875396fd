-- Ancestral Timekeeper (GR 160): At the end of your turn, a time counter goes on each friendly
-- Clock creature; then with 12 or more on it, purge it, and if it is purged, take another
-- turn after this one.
return {
	triggers = {
		{
			on = "turn_ended",
			label = "end of your turn: time counters on your Clocks",
			applies = function(ctx, event)
				return event.player == ctx.controller
			end,
			resolve = function(ctx)
				if ctx:rule("clock_tick", 12) and ctx:banish(ctx.this) then
					ctx:extra_turn()
				end
			end,
		},
	},
}
