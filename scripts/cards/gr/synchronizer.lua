-- Synchronizer (GR 124): Each friendly Clock creature gains, "Destroyed: Move half the time
-- counters on this creature (rounded up) to Synchronizer." Omni: Move all the time counters on
-- Synchronizer to a friendly Clock creature.
return {
	triggers = {
		{
			on = "destroying",
			label = "Destroyed: half its time counters (rounded up) move to Synchronizer",
			applies = function(ctx, event)
				local creature = event.object
				return creature:controller() == ctx.controller and creature:has_subtype("clock")
			end,
			resolve = function(ctx, event)
				local creature = event.object
				local half = math.ceil(creature:counter("time") / 2)
				if half > 0 and creature:is_valid() then
					ctx:add_counter(creature, "time", -half)
					ctx:add_counter(ctx.this, "time", half)
				end
			end,
		},
	},
	omni = function(ctx)
		local n = ctx.this:counter("time")
		local clocks = ctx:objects({ zone = "battleline", controller = "you", subtype = "clock" })
		local pick =
			ctx:choose({ prompt = "Move the time counters to which Clock creature?", objects = clocks })[1]
		if pick ~= nil and n > 0 then
			ctx:add_counter(ctx.this, "time", -n)
			ctx:add_counter(pick, "time", n)
		end
	end,
}
