-- First or Last (DT 097): Play: Choose one: purge each creature with the highest power; or
-- purge each creature with the lowest power.
return {
	resolve = function(ctx)
		local picked =
			ctx:choose({ prompt = "First or Last: choose one", options = { "highest", "lowest" } })[1]
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		local best = nil
		for _, creature in ipairs(all) do
			local power = creature:stat("power") or 0
			if
				best == nil
				or (picked == "highest" and power > best)
				or (picked == "lowest" and power < best)
			then
				best = power
			end
		end
		for _, creature in ipairs(all) do
			if (creature:stat("power") or 0) == best then
				ctx:banish(creature)
			end
		end
	end,
}
