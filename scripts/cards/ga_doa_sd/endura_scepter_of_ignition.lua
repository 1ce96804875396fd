-- Endura, Scepter of Ignition: REST, remove an enlighten counter from your champion (the
-- ability's costs): deal 1 damage to target unit. Activate this ability only at slow
-- speed (the data's `slow: true`).
return {
	activated = {
		ignite = {
			targets = function(_ctx)
				return { { label = "unit", any_type = { "champion", "ally" }, count = 1 } }
			end,
			resolve = function(ctx)
				ctx:deal_damage(ctx:target(1), 1)
			end,
		},
	},
}
