-- Winds of Retribution: [Class Bonus] [Level 2+] costs 2 less. Allies you control get +2
-- POWER until end of turn (those it finds as it resolves).
return {
	statics = {
		{
			reduce = 2,
			condition = function(ctx)
				return ctx:rule("class_bonus") and ctx:rule("level") >= 2
			end,
			from = { "stack" },
			self_only = true,
		},
	},
	resolve = function(ctx)
		for _, ally in ipairs(ctx:objects({ zone = "field", type = "ally", controller = "you" })) do
			ctx:lasting({ target = ally, duration = "end_of_turn", effect = { stat = "power", increase = 2 } })
		end
	end,
}
