-- Sporegorger, evil twin (DT 372): Play: Move each +1 power counter in play to it. Reap: You
-- may remove each +1 power counter from it; for each counter removed this way, deal 1
-- damage to each other creature.
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline", other = true })) do
			local n = creature:counter("power")
			if n > 0 then
				ctx:add_counter(creature, "power", -n)
				ctx:add_counter(ctx.this, "power", n)
			end
		end
	end,
	reap = function(ctx)
		local n = ctx.this:counter("power")
		if n == 0 then
			return
		end
		local go = ctx:choose({
			prompt = "Remove its " .. n .. " +1 power counters?",
			options = { "remove them", "keep them" },
		})[1]
		if go ~= "remove them" then
			return
		end
		ctx:add_counter(ctx.this, "power", -n)
		for _ = 1, n do
			for _, creature in ipairs(ctx:objects({ zone = "battleline", other = true })) do
				ctx:deal_damage(creature, 1)
			end
		end
	end,
}
