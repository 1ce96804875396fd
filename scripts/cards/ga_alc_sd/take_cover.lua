-- Take Cover: [Class Bonus] costs 1 less. Target unit you control gains stealth until end
-- of turn, and becomes distant.
return {
	statics = {
		{
			reduce = 1,
			condition = function(ctx)
				return ctx:rule("class_bonus")
			end,
			from = { "stack" },
			self_only = true,
		},
	},
	targets = function(_ctx)
		return {
			{ label = "unit you control", any_type = { "champion", "ally" }, controller = "you", count = 1 },
		}
	end,
	resolve = function(ctx)
		local unit = ctx:target(1)
		if unit == nil then
			return
		end
		ctx:lasting({ target = unit, duration = "end_of_turn", effect = { grant = "stealth" } })
		ctx:rule("become_distant", unit)
	end,
}
