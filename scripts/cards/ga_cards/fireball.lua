-- Fireball: Class Bonus: this card costs 2 less to activate. Deal 1 + LV damage to target
-- unit (a champion or an ally).
return {
	statics = {
		{
			reduce = 2,
			condition = function(ctx)
				return ctx:rule("class_bonus")
			end,
			from = { "stack" },
			self_only = true,
		},
	},
	targets = function(_ctx)
		return { { label = "unit", any_type = { "champion", "ally" }, count = 1 } }
	end,
	resolve = function(ctx)
		ctx:deal_damage(ctx:target(1), 1 + ctx:rule("level"))
	end,
}
