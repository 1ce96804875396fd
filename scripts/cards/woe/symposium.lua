-- Symposium (WoE 284): Play: Exalt, ready and use a friendly creature. If it is a token
-- creature, you may exalt, ready and use another friendly creature.
local function rouse(ctx, creature)
	ctx:rule("exalt", creature)
	ctx:ready(creature)
	ctx:rule("use_it", creature)
end

return {
	resolve = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local first =
			ctx:choose({ prompt = "Exalt, ready and use which friendly creature?", objects = mine })[1]
		if first == nil then
			return
		end
		local token = first:is_token()
		rouse(ctx, first)
		if not token then
			return
		end
		local others = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			if creature ~= first then
				table.insert(others, creature)
			end
		end
		local second = ctx:choose({
			prompt = "Exalt, ready and use another friendly creature?",
			objects = others,
			min = 0,
			max = 1,
		})[1]
		if second ~= nil then
			rouse(ctx, second)
		end
	end,
}
