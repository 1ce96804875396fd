-- Ember Lance (Ember Remaster): Deal 4 damage to target ally an opponent controls.
return {
	targets = function(ctx)
		return { { label = "ally an opponent controls", type = "ally", controller = "opponent", count = 1 } }
	end,
	resolve = function(ctx)
		ctx:deal_damage(ctx:target(1), 4)
	end,
}
