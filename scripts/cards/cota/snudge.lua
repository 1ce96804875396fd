-- Snudge (CotA 097): Fight/Reap: Return an artifact or flank creature to its owner's hand.
-- A creature is on a flank when it has fewer than two neighbors.
local function snatch(ctx)
	local candidates = ctx:objects({ zone = "artifacts" })
	for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
		if #creature:neighbors() < 2 then
			table.insert(candidates, creature)
		end
	end
	if #candidates == 0 then
		return
	end
	local chosen =
		ctx:choose({ prompt = "Return which artifact or flank creature?", objects = candidates })[1]
	ctx:move(chosen, "hand")
end

return {
	fight = snatch,
	reap = snatch,
}
