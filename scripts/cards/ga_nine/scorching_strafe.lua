-- Scorching Strafe: [Class Bonus] costs 2 less. Target ally gets +2 POWER until end of
-- turn and becomes distant (the rules term: until the end of its controller's turn).
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
		return { { label = "ally", type = "ally", count = 1 } }
	end,
	resolve = function(ctx)
		local ally = ctx:target(1)
		if ally == nil then
			return
		end
		ctx:lasting({ target = ally, duration = "end_of_turn", effect = { stat = "power", increase = 2 } })
		ctx:rule("become_distant", ally)
	end,
}
