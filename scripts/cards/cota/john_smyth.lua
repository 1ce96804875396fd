-- "John Smyth" (CotA 195): Elusive. Fight/Reap: Ready a non-Agent Mars creature.
local function ready_one(ctx)
	local candidates = {}
	for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
		if creature:attribute("house") == "mars" and not creature:has_subtype("agent") then
			table.insert(candidates, creature)
		end
	end
	ctx:ready(ctx:choose({ prompt = "Ready which non-Agent Mars creature?", objects = candidates })[1])
end

return {
	fight = ready_one,
	reap = ready_one,
}
