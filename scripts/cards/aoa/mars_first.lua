-- Mars First (AoA 165), action: Play: Ready and use a friendly Mars creature.
return {
	resolve = function(ctx)
		local mars = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			if ctx:rule("of_house", creature, "mars") then
				table.insert(mars, creature)
			end
		end
		local picked = ctx:choose({ prompt = "Ready and use which Mars creature?", objects = mars })[1]
		if picked == nil then
			return
		end
		ctx:ready(picked)
		local ways = ctx:uses(picked)
		if #ways > 0 then
			ctx:use(picked, ctx:choose({ prompt = "Use it how?", options = ways })[1])
		end
	end,
}
