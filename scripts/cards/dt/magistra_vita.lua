-- Magistra Vita (DT 177): Play/Reap: You may exalt a friendly non-Saurian creature. If you
-- do, reap with it (if it can reap now).
local function may_exalt_and_reap(ctx)
	local others = {}
	for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
		if not ctx:rule("of_house", creature, "saurian") then
			table.insert(others, creature)
		end
	end
	local picked =
		ctx:choose({ prompt = "Exalt which non-Saurian creature?", objects = others, min = 0, max = 1 })[1]
	if picked == nil then
		return
	end
	ctx:rule("exalt", picked)
	if table.find(ctx:uses(picked), "reap") then
		ctx:use(picked, "reap")
	end
end

return {
	resolve = may_exalt_and_reap,
	reap = may_exalt_and_reap,
}
