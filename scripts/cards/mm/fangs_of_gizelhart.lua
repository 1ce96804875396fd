-- Fangs of Gizelhart (MM 133): Play: Purge the most powerful creature (either side; among
-- several tied, its player picks one).
return {
	resolve = function(ctx)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		local high = -math.huge
		for _, c in ipairs(all) do
			high = math.max(high, c:stat("power") or 0)
		end
		local top = {}
		for _, c in ipairs(all) do
			if (c:stat("power") or 0) == high then
				table.insert(top, c)
			end
		end
		local pick = ctx:choose({ prompt = "Purge which most powerful creature?", objects = top })[1]
		if pick ~= nil then
			ctx:banish(pick)
		end
	end,
}
