-- Physicus Felix, evil twin (DT 129): Play/Fight: If the tide is low, you may exalt a
-- creature.
local function may_exalt(ctx)
	if ctx:rule("tide") ~= "low" then
		return
	end
	local creatures = ctx:objects({ zone = "battleline" })
	ctx:rule(
		"exalt",
		ctx:choose({ prompt = "Exalt which creature?", objects = creatures, min = 0, max = 1 })[1]
	)
end

return {
	resolve = may_exalt,
	fight = may_exalt,
}
