-- Mushroom with a View (MM 386): Omni: Heal 1 damage from each friendly creature.
return {
	omni = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			ctx:heal(creature, 1)
		end
	end,
}
