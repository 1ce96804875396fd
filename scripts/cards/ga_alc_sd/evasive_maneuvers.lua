-- Evasive Maneuvers: prevent the next 2 damage that would be dealt to target unit this
-- turn. If that unit is a Ranger, it becomes distant.
return {
	targets = function(_ctx)
		return { { label = "unit", any_type = { "champion", "ally" }, count = 1 } }
	end,
	resolve = function(ctx)
		local unit = ctx:target(1)
		if unit == nil then
			return
		end
		ctx:lasting({ target = unit, duration = "turn", effect = { prevent = 2 } })
		if table.find(unit:subtypes(), "ranger") then
			ctx:rule("become_distant", unit)
		end
	end,
}
