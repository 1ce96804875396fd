-- Sporegorger (DT 410): Reap: Give it a +1 power counter. You may remove each +1 power
-- counter from it. For each counter removed this way, deal 1 damage to each other creature
-- (dealt as one amount to each, as Mind Bullets).
return {
	reap = function(ctx)
		ctx:add_counter(ctx.this, "power", 1)
		local picked = ctx:choose({
			prompt = "Remove every +1 power counter from Sporegorger?",
			options = { "yes", "no" },
		})[1]
		local n = ctx.this:counter("power")
		if picked ~= "yes" or n == 0 then
			return
		end
		ctx:add_counter(ctx.this, "power", -n)
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			if creature ~= ctx.this then
				ctx:deal_damage(creature, n)
			end
		end
	end,
}
