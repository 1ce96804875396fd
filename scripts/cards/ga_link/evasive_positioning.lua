-- Evasive Positioning (ddp7twycdq): the next 2 damage to a target unit this turn is
-- prevented; a champion becomes distant.
return {
	targets = function(_ctx)
		return { { label = "unit", any_type = { "champion", "ally" }, count = 1 } }
	end,
	resolve = function(ctx)
		local unit = ctx:target(1)
		ctx:lasting({ target = unit, duration = "turn", effect = { prevent = 2 } })
		if unit:has_type("champion") then
			ctx:rule("become_distant", unit)
		end
	end,
}
