-- Martian Hounds (CotA 167): Play: Choose a creature. For each damaged creature, give the
-- chosen creature two +1 power counters.
return {
	resolve = function(ctx)
		local all = ctx:objects({ zone = "battleline" })
		local chosen = ctx:choose({ prompt = "Give power counters to which creature?", objects = all })[1]
		local damaged = 0
		for _, creature in ipairs(all) do
			if creature:damage() > 0 then
				damaged += 1
			end
		end
		if damaged > 0 then
			ctx:add_counter(chosen, "power", 2 * damaged)
		end
	end,
}
