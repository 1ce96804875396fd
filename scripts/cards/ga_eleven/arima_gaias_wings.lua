-- Arima, Gaia's Wings: Pride 5 (printed). At the beginning of your recollection phase, put
-- three buff counters on Arima. On Death: put Arima into its owner's memory (from the
-- graveyard, where its On Death resolves).
return {
	triggers = {
		{
			on = "phase_began",
			label = "three buff counters on Arima",
			applies = function(ctx, event)
				return event.phase == "recollection" and ctx.controller:is_turn_player()
			end,
			resolve = function(ctx)
				ctx:add_counter(ctx.this, "buff", 3)
			end,
		},
		{
			on = "destroyed",
			own = true,
			label = "On Death: Arima goes to its owner's memory",
			resolve = function(ctx)
				if ctx.this:zone() == "graveyard" then
					ctx:move(ctx.this, "memory")
				end
			end,
		},
	},
}
