-- Spark Alight: Deal 2 damage to target unit. Class Bonus: 3 damage instead.
return {
	targets = function(_ctx)
		return { { label = "unit", any_type = { "champion", "ally" }, count = 1 } }
	end,
	resolve = function(ctx)
		ctx:deal_damage(ctx:target(1), ctx:rule("class_bonus") and 3 or 2)
	end,
}
