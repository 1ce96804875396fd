-- Coriolis Ward: Prevent the next 1+LV damage that would be dealt to target unit this
-- turn. If your Shifting Currents face West, draw a card into your memory.
return {
	targets = function(_ctx)
		return { { label = "unit", any_type = { "champion", "ally" }, count = 1 } }
	end,
	resolve = function(ctx)
		local unit = ctx:target(1)
		if unit then
			ctx:lasting({ target = unit, duration = "turn", effect = { prevent = 1 + ctx:rule("level") } })
		end
		if ctx:rule("currents") == "west" then
			ctx:rule("draw_into_memory")
		end
	end,
}
