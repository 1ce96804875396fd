-- Gluttony (MM 057): Play: Exalt Gluttony once for each friendly Sin creature (itself
-- included). Reap: Move each æmber on friendly creatures to your pool.
return {
	resolve = function(ctx)
		for _ = 1, ctx:count({ zone = "battleline", controller = "you", subtype = "sin" }) do
			ctx:rule("exalt", ctx.this)
		end
	end,
	reap = function(ctx)
		local taken = 0
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			local held = creature:counter("amber")
			if held > 0 then
				ctx:add_counter(creature, "amber", -held)
				taken += held
			end
		end
		if taken > 0 then
			ctx:gain(ctx.controller, "amber", taken)
		end
	end,
}
