-- Physicus Felix (DT 161): Play/Fight: If the tide is high, you may exalt a creature.
local function may_exalt(ctx)
	if ctx:rule("tide") ~= "high" then
		return
	end
	local all = ctx:objects({ zone = "battleline", controller = "any" })
	local picked = ctx:choose({ prompt = "Exalt a creature?", objects = all, min = 0, max = 1 })[1]
	if picked ~= nil then
		ctx:rule("exalt", picked)
	end
end

return {
	resolve = may_exalt,
	fight = may_exalt,
}
