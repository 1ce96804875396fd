-- Twin Bolt: Deal 2 damage to each of two target allies.
return {
	targets = function(ctx)
		return { { label = "two allies", type = "ally", count = 2 } }
	end,
	resolve = function(ctx)
		for _, ally in ipairs(ctx:targets(1)) do
			ctx:deal_damage(ally, 2)
		end
	end,
}
