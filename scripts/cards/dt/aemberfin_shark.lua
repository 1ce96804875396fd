-- Æmberfin Shark (DT 378): Play: Give it three +1 power counters. At the end of your turn,
-- remove a +1 power counter from it. If you do, each player gains 1 æmber.
return {
	resolve = function(ctx)
		ctx:add_counter(ctx.this, "power", 3)
	end,
	triggers = {
		{
			on = "turn_ended",
			label = "a +1 power counter off: each player gains 1 (Æmberfin Shark)",
			applies = function(ctx, event)
				return event.player == ctx.controller and ctx.this:counter("power") > 0
			end,
			resolve = function(ctx)
				ctx:add_counter(ctx.this, "power", -1)
				ctx:gain(ctx.controller, "amber", 1)
				ctx:gain(ctx.opponent, "amber", 1)
			end,
		},
	},
}
