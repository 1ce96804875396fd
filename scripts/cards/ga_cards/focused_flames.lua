-- Focused Flames: Class Bonus: this card costs 1 less to activate. Deal 4 damage to target
-- unit an opponent controls.
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
			{
				label = "unit an opponent controls",
				any_type = { "champion", "ally" },
				controller = "opponent",
				count = 1,
			},
		}
	end,
	resolve = function(ctx)
		ctx:deal_damage(ctx:target(1), 4)
	end,
}
