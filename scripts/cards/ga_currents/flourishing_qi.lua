-- Flourishing Qi: whenever your Shifting Currents change from facing any direction to
-- North while this card's activation is on the effects stack, put four charge counters on
-- it (a trigger that works from the stack). Deal LV + X damage to target unit, X the
-- charge counters on it as it resolves.
return {
	targets = function(_ctx)
		return { { label = "unit", any_type = { "champion", "ally" }, count = 1 } }
	end,
	resolve = function(ctx)
		ctx:deal_damage(ctx:target(1), ctx:rule("level") + ctx.this:counter("charge"))
	end,
	triggers = {
		{
			on = "switched",
			from = { "stack" },
			label = "your Shifting Currents turned to North: four charge counters on Flourishing Qi",
			applies = function(ctx, event)
				return ctx:rule("currents_turned", event, nil, "north")
			end,
			resolve = function(ctx)
				if ctx.this:zone() == "stack" then
					ctx:add_counter(ctx.this, "charge", 4)
				end
			end,
		},
	},
}
