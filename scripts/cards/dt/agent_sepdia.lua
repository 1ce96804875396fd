-- Agent Sepdia (DT 274): Fight/Reap: Deal 1 damage to a creature. If the tide is high,
-- stun that creature.
local function sting(ctx)
	local all = ctx:objects({ zone = "battleline", controller = "any" })
	local picked = ctx:choose({ prompt = "Deal 1 damage to which creature?", objects = all })[1]
	if picked == nil then
		return
	end
	ctx:deal_damage(picked, 1)
	if ctx:rule("tide") == "high" then
		ctx:rule("stun", picked)
	end
end

return {
	fight = sting,
	reap = sting,
}
