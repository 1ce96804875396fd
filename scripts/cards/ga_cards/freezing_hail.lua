-- Freezing Hail: Deal 2 damage to target unit. That unit doesn't wake up during its
-- controller's next wake up phase.
return {
	targets = function(_ctx)
		return { { label = "unit", any_type = { "champion", "ally" }, count = 1 } }
	end,
	resolve = function(ctx)
		local unit = ctx:target(1)
		ctx:deal_damage(unit, 2)
		ctx:lasting({ target = unit, duration = "controller_next_turn", effect = { forbid = "wake_step" } })
	end,
}
