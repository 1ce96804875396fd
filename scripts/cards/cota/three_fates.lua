-- Three Fates (CotA 071): Play: Destroy the 3 most powerful creatures. Those with more power
-- than the third's are destroyed; among those tied with it, the active player picks.
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		local doomed = {}
		if #creatures <= 3 then
			doomed = creatures
		else
			table.sort(creatures, function(a, b)
				return (a:stat("power") or 0) > (b:stat("power") or 0)
			end)
			local third = creatures[3]:stat("power") or 0
			local tied = {}
			for _, creature in ipairs(creatures) do
				local power = creature:stat("power") or 0
				if power > third then
					table.insert(doomed, creature)
				elseif power == third then
					table.insert(tied, creature)
				end
			end
			local n = 3 - #doomed
			local picked = ctx:choose({
				prompt = "Destroy which of the tied creatures?",
				objects = tied,
				min = n,
				max = n,
			})
			for _, creature in ipairs(picked) do
				table.insert(doomed, creature)
			end
		end
		ctx:destroy(doomed)
	end,
}
