-- Mugwump (CotA 042): After an enemy creature is destroyed fighting Mugwump, fully heal
-- Mugwump and give it a +1 power counter.
return {
	triggers = {
		{
			on = "destroyed",
			label = "an enemy destroyed fighting it: heal, +1 power (Mugwump)",
			applies = function(ctx, event)
				return event.player ~= ctx.controller and ctx:rule("destroyed_fighting", event, ctx.this)
			end,
			resolve = function(ctx)
				ctx:heal(ctx.this, ctx.this:damage())
				ctx:add_counter(ctx.this, "power", 1)
			end,
		},
	},
}
