-- Relentless Assault (CotA 013): Play: Ready and fight with up to 3 different friendly
-- creatures, one at a time (each fight resolves before the next creature is picked).
return {
	resolve = function(ctx)
		local used = {}
		for _ = 1, 3 do
			local candidates = {}
			for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
				if not used[creature.id] then
					table.insert(candidates, creature)
				end
			end
			if #candidates == 0 or #ctx:objects({ zone = "battleline", controller = "opponent" }) == 0 then
				return
			end
			local picked = ctx:choose({
				prompt = "Ready and fight with which creature (or none)?",
				objects = candidates,
				min = 0,
				max = 1,
			})[1]
			if picked == nil then
				return
			end
			used[picked.id] = true
			ctx:ready(picked)
			ctx:use(picked, "fight")
		end
	end,
}
