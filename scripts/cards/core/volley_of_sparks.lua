-- Volley of Sparks: Deal 1 damage to each of up to two target allies.
return {
	targets = function(ctx)
		return { { label = "up to two allies", type = "ally", up_to = 2 } }
	end,
	resolve = function(ctx)
		for _, ally in ipairs(ctx:targets(1)) do
			ctx:deal_damage(ally, 1)
		end
	end,
}
