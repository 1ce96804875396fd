-- Whistling Darts (AoA 281), action: Play: Deal 1 damage to each enemy creature.
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "opponent" })) do
			ctx:deal_damage(creature, 1)
		end
	end,
}
