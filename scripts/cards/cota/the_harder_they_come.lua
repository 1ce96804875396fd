-- The Harder They Come (CotA 228): Play: Purge a creature with power 5 or higher.
return {
	resolve = function(ctx)
		local big = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			if (creature:stat("power") or 0) >= 5 then
				table.insert(big, creature)
			end
		end
		if #big == 0 then
			return
		end
		ctx:banish(ctx:choose({ prompt = "Purge which creature?", objects = big })[1])
	end,
}
