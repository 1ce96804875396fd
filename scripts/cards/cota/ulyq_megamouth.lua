-- Ulyq Megamouth (CotA 200): Fight/Reap: Use a friendly non-Mars creature. Only creatures
-- that can be used now are offered, and only the uses the rules allow.
local function use_one(ctx)
	local usable = {}
	for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
		if not ctx:rule("of_house", creature, "mars") and #ctx:uses(creature) > 0 then
			table.insert(usable, creature)
		end
	end
	local creature = ctx:choose({ prompt = "Use which friendly non-Mars creature?", objects = usable })[1]
	if creature ~= nil then
		ctx:use(creature, ctx:choose({ prompt = "Use it how?", options = ctx:uses(creature) })[1])
	end
end

return {
	fight = use_one,
	reap = use_one,
}
