-- Tidal Flare (fire and water: both must be enabled): Deal 2 damage to target ally.
return {
	targets = function(ctx)
		return { { label = "ally", type = "ally", count = 1 } }
	end,
	resolve = function(ctx)
		ctx:deal_damage(ctx:target(1), 2)
	end,
}
