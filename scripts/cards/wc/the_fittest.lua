-- The Fittest (WC 366): Play: Give each friendly creature a +1 power counter.
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			ctx:add_counter(creature, "power", 1)
		end
	end,
}
