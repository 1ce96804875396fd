-- Firebolt: Cast. Harmful. Target creature: deal 3 damage to it.
return {
	targets = function(_ctx)
		return { { label = "creature", zone = "board", type = "creature", other = true, count = 1 } }
	end,
	resolve = function(ctx)
		ctx:deal_damage(ctx:target(1), 3)
	end,
}
