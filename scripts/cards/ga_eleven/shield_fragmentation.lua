-- Shield Fragmentation: as an additional cost, sacrifice a Shield (its data). Deal 4 damage
-- to target unit.
return {
	targets = function()
		return { { label = "unit", any_type = { "champion", "ally" }, count = 1 } }
	end,
	resolve = function(ctx)
		ctx:deal_damage(ctx:target(1), 4)
	end,
}
