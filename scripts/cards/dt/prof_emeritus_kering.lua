-- Prof. Emeritus Kering (DT 271): Deploy. Play/Fight/Reap: Use 1 of its neighbors. If the
-- tide is high, also use its other neighbor (each use one the player may make now).
local function use_one(ctx, creatures)
	local usable = {}
	for _, creature in ipairs(creatures) do
		if creature:is_valid() and #ctx:uses(creature) > 0 then
			table.insert(usable, creature)
		end
	end
	local picked = ctx:choose({ prompt = "Use which neighbor?", objects = usable })[1]
	if picked == nil then
		return nil
	end
	local id = picked.id
	local use = ctx:choose({ prompt = "Use it how?", options = ctx:uses(picked) })[1]
	ctx:use(picked, use)
	return id
end

local function use_neighbors(ctx)
	local neighbors = ctx.this:neighbors()
	local used = use_one(ctx, neighbors)
	if used == nil or ctx:rule("tide") ~= "high" then
		return
	end
	local others = {}
	for _, creature in ipairs(neighbors) do
		if creature.id ~= used then
			table.insert(others, creature)
		end
	end
	use_one(ctx, others)
end

return {
	resolve = use_neighbors,
	fight = use_neighbors,
	reap = use_neighbors,
}
