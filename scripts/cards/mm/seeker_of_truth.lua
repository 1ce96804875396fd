-- Seeker of Truth (MM 138): Fight: You may fight with a friendly non-Sanctum creature (one
-- that could fight now: ready, with an enemy to fight).
local function fighters(ctx)
	local out = {}
	for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
		if not ctx:rule("of_house", creature, "sanctum") and table.find(ctx:uses(creature), "fight") then
			table.insert(out, creature)
		end
	end
	return out
end

return {
	fight = function(ctx)
		local pick = ctx:choose({
			prompt = "Fight with which friendly non-Sanctum creature (none: skip)?",
			objects = fighters(ctx),
			min = 0,
			max = 1,
		})[1]
		if pick ~= nil then
			ctx:use(pick, "fight")
		end
	end,
}
