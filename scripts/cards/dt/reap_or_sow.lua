-- Reap or Sow (DT 424): Play: Choose one: ready and reap with a friendly creature; or give
-- three +1 power counters to creatures, distributed as you choose (one at a time).
return {
	resolve = function(ctx)
		local picked = ctx:choose({
			prompt = "Reap or Sow: choose one",
			options = { "ready and reap", "add power counters" },
		})[1]
		if picked == "ready and reap" then
			local mine = ctx:objects({ zone = "battleline", controller = "you" })
			local creature = ctx:choose({ prompt = "Ready and reap with which creature?", objects = mine })[1]
			if creature ~= nil then
				ctx:ready(creature)
				ctx:use(creature, "reap")
			end
			return
		end
		for i = 1, 3 do
			local all = ctx:objects({ zone = "battleline", controller = "any" })
			local creature = ctx:choose({
				prompt = "+1 power counter on which creature? (" .. i .. " of 3)",
				objects = all,
			})[1]
			if creature ~= nil then
				ctx:add_counter(creature, "power", 1)
			end
		end
	end,
}
