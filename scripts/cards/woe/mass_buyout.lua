-- Mass Buyout (WoE 099): Play: Destroy each creature. Each player gains æmber equal to half
-- the number of creatures they controlled that were destroyed this way (rounded up).
return {
	resolve = function(ctx)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		local mine = {}
		for i, creature in ipairs(all) do
			mine[i] = creature:controller() == ctx.controller
		end
		ctx:destroy(all)
		local counts = { you = 0, them = 0 }
		for i, creature in ipairs(all) do
			if not creature:is_valid() or creature:is_destroyed() then
				if mine[i] then
					counts.you += 1
				else
					counts.them += 1
				end
			end
		end
		if counts.you > 0 then
			ctx:gain(ctx.controller, "amber", math.ceil(counts.you / 2))
		end
		if counts.them > 0 then
			ctx:gain(ctx.opponent, "amber", math.ceil(counts.them / 2))
		end
	end,
}
