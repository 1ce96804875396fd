-- Invigoration: [Class Bonus] costs 2 less. Put LV buff counters on target rested ally.
return {
	statics = {
		{
			reduce = 2,
			from = { "stack" },
			self_only = true,
			condition = function(ctx)
				return ctx:rule("class_bonus")
			end,
		},
	},
	targets = function()
		return { { label = "rested ally", type = "ally", rested = true, count = 1 } }
	end,
	resolve = function(ctx)
		local level = ctx:rule("level")
		if level > 0 then
			ctx:add_counter(ctx:target(1), "buff", level)
		end
	end,
}
