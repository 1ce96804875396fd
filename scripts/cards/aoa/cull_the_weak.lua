-- Cull the Weak (AoA 057): Play: Destroy the least powerful enemy creature (its player
-- picks among those tied).
return {
	resolve = function(ctx)
		local weakest, least = {}, math.huge
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "opponent" })) do
			local power = creature:stat("power") or 0
			if power < least then
				weakest, least = { creature }, power
			elseif power == least then
				table.insert(weakest, creature)
			end
		end
		ctx:destroy(
			ctx:choose({ prompt = "Destroy which least powerful enemy creature?", objects = weakest })[1]
		)
	end,
}
