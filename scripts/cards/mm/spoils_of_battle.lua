-- Spoils of Battle (MM 197): Play: A friendly creature captures 1 æmber. Then each creature
-- with æmber on it captures 1 æmber from its opponent; where a pool holds too little for
-- every such creature, the active player picks which ones capture.
local function with_amber(ctx, side)
	local out = {}
	for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = side })) do
		if creature:counter("amber") > 0 then
			table.insert(out, creature)
		end
	end
	return out
end

local function capturers(ctx, creatures, pool)
	if #creatures <= pool then
		return creatures
	end
	return ctx:choose({
		prompt = "Which creatures capture 1 æmber?",
		objects = creatures,
		min = pool,
		max = pool,
	})
end

return {
	resolve = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local first = ctx:choose({ prompt = "Which friendly creature captures 1 æmber?", objects = mine })[1]
		if first ~= nil then
			ctx:capture(first, 1)
		end
		local ours = capturers(ctx, with_amber(ctx, "you"), ctx.opponent:counter("amber"))
		local theirs = capturers(ctx, with_amber(ctx, "opponent"), ctx.controller:counter("amber"))
		for _, creature in ipairs(ours) do
			ctx:capture(creature, 1)
		end
		for _, creature in ipairs(theirs) do
			ctx:capture(creature, 1)
		end
	end,
}
