-- Chonkers (MM 396): Skirmish (data). After an enemy creature is destroyed fighting
-- Chonkers, double the +1 power counters on Chonkers. Play: Give Chonkers a +1 power
-- counter.
return {
	resolve = function(ctx)
		ctx:add_counter(ctx.this, "power", 1)
	end,
	triggers = {
		{
			on = "destroyed",
			label = "an enemy destroyed fighting it: double its power counters (Chonkers)",
			applies = function(ctx, event)
				return event.player ~= ctx.controller and ctx:rule("destroyed_fighting", event, ctx.this)
			end,
			resolve = function(ctx)
				ctx:add_counter(ctx.this, "power", ctx.this:counter("power"))
			end,
		},
	},
}
