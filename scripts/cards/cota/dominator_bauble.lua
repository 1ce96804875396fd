-- Dominator Bauble (CotA 073): Action: Use a friendly creature (any house; it must be
-- ready: only the uses the rules allow now are offered).
return {
	action = function(ctx)
		local usable = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			if #ctx:uses(creature) > 0 then
				table.insert(usable, creature)
			end
		end
		local creature = ctx:choose({ prompt = "Use which friendly creature?", objects = usable })[1]
		if creature == nil then
			return
		end
		local uses = ctx:uses(creature)
		local use = uses[1]
		if not ctx:rule("stunned", creature) then
			use = ctx:choose({ prompt = "Use it how?", options = uses })[1]
		end
		ctx:use(creature, use)
	end,
}
