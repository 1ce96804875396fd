-- Bumblebird (AoA 336): Alpha. Play: Put two +1 power counters on each other friendly
-- Untamed creature.
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you", other = true })) do
			if creature:attribute("house") == "untamed" then
				ctx:add_counter(creature, "power", 2)
			end
		end
	end,
}
