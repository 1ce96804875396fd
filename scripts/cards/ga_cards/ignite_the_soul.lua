-- Ignite the Soul: Deal 1 damage to target unit. Floating Memory (a printed keyword the
-- ruleset pays with).
return {
	targets = function(_ctx)
		return { { label = "unit", any_type = { "champion", "ally" }, count = 1 } }
	end,
	resolve = function(ctx)
		ctx:deal_damage(ctx:target(1), 1)
	end,
}
