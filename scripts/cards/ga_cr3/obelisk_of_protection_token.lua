-- Obelisk of Protection (a domain token): (4), REST: prevent the next 2 damage that would
-- be dealt to target unit this turn. This ability costs (1) less for each domain you control.
return {
	statics = {
		{
			ability = "protect",
			self_only = true,
			reduce = function(ctx)
				return ctx:count({ type = "domain", controller = "you" })
			end,
		},
	},
	activated = {
		protect = {
			targets = function(_ctx)
				return { { label = "unit", any_type = { "champion", "ally" }, controller = "any", count = 1 } }
			end,
			resolve = function(ctx)
				ctx:lasting({ target = ctx:target(1), duration = "turn", effect = { prevent = 2 } })
			end,
		},
	},
}
