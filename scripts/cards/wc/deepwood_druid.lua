-- Deepwood Druid (WC 355): Deploy (data). Play/Reap: Fully heal a creature beside it.
local function heal_neighbor(ctx)
	local pick = ctx:choose({ prompt = "Fully heal which neighbor?", objects = ctx.this:neighbors() })[1]
	if pick ~= nil then
		ctx:heal(pick, pick:damage())
	end
end

return {
	resolve = heal_neighbor,
	reap = heal_neighbor,
}
