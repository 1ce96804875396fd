-- The Flex (AoA 031), action: Play: Choose a ready friendly Brobnar creature; exhaust it
-- and gain æmber equal to half its power (rounded down).
return {
	resolve = function(ctx)
		local ready = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you", rested = false })) do
			if ctx:rule("of_house", creature, "brobnar") then
				table.insert(ready, creature)
			end
		end
		local picked = ctx:choose({ prompt = "Exhaust which ready Brobnar creature?", objects = ready })[1]
		if picked == nil then
			return
		end
		ctx:exhaust(picked)
		local half = math.floor((picked:stat("power") or 0) / 2)
		if half > 0 then
			ctx:gain(ctx.controller, "amber", half)
		end
	end,
}
