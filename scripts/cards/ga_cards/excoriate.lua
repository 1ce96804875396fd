-- Excoriate: Class Bonus: this card costs 1 less to activate. Destroy target ally an
-- opponent controls with cost 4 or less (its printed cost).
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
				label = "ally of cost 4 or less",
				type = "ally",
				controller = "opponent",
				max_cost = 4,
				count = 1,
			},
		}
	end,
	resolve = function(ctx)
		ctx:destroy(ctx:target(1))
	end,
}
