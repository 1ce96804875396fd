-- Commander Remiel (CotA 241): Reap: Use a friendly non-Sanctum creature. Only creatures
-- that can be used now are offered, and only the uses the rules allow.
return {
	reap = function(ctx)
		local usable = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			if not ctx:rule("of_house", creature, "sanctum") and #ctx:uses(creature) > 0 then
				table.insert(usable, creature)
			end
		end
		local creature =
			ctx:choose({ prompt = "Use which friendly non-Sanctum creature?", objects = usable })[1]
		if creature ~= nil then
			ctx:use(creature, ctx:choose({ prompt = "Use it how?", options = ctx:uses(creature) })[1])
		end
	end,
}
