-- Aqua Vitae: Brew (one Springleaf) is data, an alternative cost. [Class Bonus] At the
-- beginning of your recollection phase, put an age counter on it. Sacrifice it: draw a
-- card; then, if it had three or more age counters, draw another.
return {
	triggers = {
		{
			on = "phase_began",
			label = "your recollection phase begins: an age counter (class bonus)",
			applies = function(ctx, event)
				return event.phase == "recollection"
					and ctx.controller:is_turn_player()
					and ctx:rule("class_bonus")
			end,
			resolve = function(ctx)
				ctx:add_counter(ctx.this, "age", 1)
			end,
		},
	},
	activated = {
		drink = {
			resolve = function(ctx)
				-- Its sacrifice paid for the ability: the counters it had then.
				local age = ctx:cost_counter("age")
				ctx:draw(1)
				if age >= 3 then
					ctx:draw(1)
				end
			end,
		},
	},
}
