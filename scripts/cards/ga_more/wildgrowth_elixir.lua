-- Wildgrowth Elixir: Brew (two Herbs) is data, an alternative cost. At the beginning of
-- your recollection phase, put an age counter on it. Sacrifice it: put X buff counters on
-- target ally, X the age counters it had as it was sacrificed.
return {
	triggers = {
		{
			on = "phase_began",
			label = "your recollection phase begins: an age counter",
			applies = function(ctx, event)
				return event.phase == "recollection" and ctx.controller:is_turn_player()
			end,
			resolve = function(ctx)
				ctx:add_counter(ctx.this, "age", 1)
			end,
		},
	},
	activated = {
		drink = {
			targets = function(_ctx)
				return { { label = "ally to buff", type = "ally", count = 1 } }
			end,
			resolve = function(ctx)
				local x = ctx:cost_counter("age")
				if x > 0 then
					ctx:add_counter(ctx:target(1), "buff", x)
				end
			end,
		},
	},
}
