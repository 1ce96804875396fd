-- Horseman of Famine (CotA 247): Play/Fight/Reap: Destroy the least powerful creature
-- (the active player picks among those tied for least power).
local function famine(ctx)
	local least, lowest = {}, nil
	for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
		local power = creature:stat("power") or 0
		if lowest == nil or power < lowest then
			least, lowest = { creature }, power
		elseif power == lowest then
			table.insert(least, creature)
		end
	end
	if #least > 0 then
		ctx:destroy(ctx:choose({ prompt = "Destroy which least powerful creature?", objects = least })[1])
	end
end

return {
	resolve = famine,
	fight = famine,
	reap = famine,
}
