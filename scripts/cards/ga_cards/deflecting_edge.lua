-- Deflecting Edge (g7uDOmUf2u): costs 1 less while you control a Sword weapon; a
-- shield against the next 3 combat damage to a target unit this turn.
return {
	statics = {
		{
			reduce = 1,
			condition = function(ctx)
				return ctx:count({ type = "weapon", subtype = "sword", controller = "you" }) > 0
			end,
			from = { "stack" },
			self_only = true,
		},
	},
	targets = function(_ctx)
		return { { label = "unit", any_type = { "champion", "ally" }, count = 1 } }
	end,
	resolve = function(ctx)
		ctx:lasting({
			target = ctx:target(1),
			duration = "turn",
			effect = { prevent = 3, damage = "combat" },
		})
	end,
}
