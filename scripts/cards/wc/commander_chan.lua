-- Commander Chan (WC 296): Fight/Reap: Use another friendly creature. Only a creature
-- that can be used now is offered (an exhausted one is not).
local function command(ctx)
	local usable = {}
	for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you", other = true })) do
		if #ctx:uses(creature) > 0 then
			table.insert(usable, creature)
		end
	end
	local creature = ctx:choose({ prompt = "Use which friendly creature?", objects = usable })[1]
	if creature ~= nil then
		ctx:use(creature, ctx:choose({ prompt = "Use it how?", options = ctx:uses(creature) })[1])
	end
end

return {
	fight = command,
	reap = command,
}
