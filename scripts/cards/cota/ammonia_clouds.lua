-- Ammonia Clouds (CotA 160): Play: Deal 3 damage to each creature.
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			ctx:deal_damage(creature, 3)
		end
	end,
}
