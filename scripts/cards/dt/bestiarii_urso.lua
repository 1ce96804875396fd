-- Bestiarii Urso (DT 153): Play/Reap: You may unstun a creature.
local function may_unstun(ctx)
	local stunned = {}
	for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
		if ctx:rule("stunned", creature) then
			table.insert(stunned, creature)
		end
	end
	local picked =
		ctx:choose({ prompt = "Remove the stun from a creature?", objects = stunned, min = 0, max = 1 })[1]
	if picked ~= nil then
		ctx:rule("remove_stun", picked)
	end
end

return {
	resolve = may_unstun,
	reap = may_unstun,
}
