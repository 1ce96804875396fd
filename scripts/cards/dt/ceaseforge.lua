-- Ceaseforge (DT 259): Play: Put 2 time counters on it. Players cannot forge keys. At the
-- start of your turn, remove a time counter from it, then destroy it if there are no time
-- counters on it.
return {
	resolve = function(ctx)
		ctx:add_counter(ctx.this, "time", 2)
	end,
	statics = {
		{ forbid = "buy", cost = "key" },
	},
	triggers = {
		{
			on = "turn_began",
			label = "a time counter off; destroyed with none left (Ceaseforge)",
			applies = function(ctx, event)
				return event.player == ctx.controller
			end,
			resolve = function(ctx)
				if ctx.this:counter("time") > 0 then
					ctx:add_counter(ctx.this, "time", -1)
				end
				if ctx.this:counter("time") == 0 then
					ctx:destroy(ctx.this)
				end
			end,
		},
	},
}
