-- Poison Wave (CotA 280): Play: Deal 2 damage to each creature.
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			ctx:deal_damage(creature, 2)
		end
	end,
}
