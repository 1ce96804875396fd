-- Gravelguts (WC 022): After an enemy creature is destroyed fighting Gravelguts (attacking
-- or attacked), give Gravelguts two +1 power counters.
return {
	triggers = {
		{
			on = "destroyed",
			label = "an enemy destroyed fighting it: two +1 power counters (Gravelguts)",
			applies = function(ctx, event)
				return event.player ~= ctx.controller and ctx:rule("destroyed_fighting", event, ctx.this)
			end,
			resolve = function(ctx, _event)
				ctx:add_counter(ctx.this, "power", 2)
			end,
		},
	},
}
