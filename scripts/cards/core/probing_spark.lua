-- Probing Spark: Deal 1 damage to target ally. If it was dealt damage this way, draw a card.
return {
	targets = function(ctx)
		return { { label = "ally", type = "ally", count = 1 } }
	end,
	resolve = function(ctx)
		local ally = ctx:target(1)
		local before = ally:damage()
		ctx:deal_damage(ally, 1)
		if ally:damage() > before then
			ctx:draw(1)
		end
	end,
}
