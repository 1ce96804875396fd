-- Valoocanth (WC A10): While the tide is low (for its controller), it cannot be used.
-- Fight/Reap: Exhaust an enemy creature and each of its neighbors.
local function exhaust_group(ctx)
	local theirs = ctx:objects({ zone = "battleline", controller = "opponent" })
	local pick =
		ctx:choose({ prompt = "Exhaust which enemy creature and its neighbors?", objects = theirs })[1]
	if pick == nil then
		return
	end
	local group = pick:neighbors()
	table.insert(group, pick)
	for _, creature in ipairs(group) do
		ctx:exhaust(creature)
	end
end

return {
	can_use = function(ctx, _use)
		if ctx:rule("tide", ctx.controller) == "low" then
			return false, "Valoocanth cannot be used while the tide is low"
		end
		return true
	end,
	fight = exhaust_group,
	reap = exhaust_group,
}
