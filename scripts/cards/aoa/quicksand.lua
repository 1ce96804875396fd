-- Quicksand (AoA 364), action: Play: Destroy the most powerful creature controlled by each
-- player who does not control a ready Untamed creature (a tie: the player picks); the
-- creatures picked are destroyed together.
local function most_powerful(ctx, side)
	local creatures = ctx:objects({ zone = "battleline", controller = side })
	local ready_untamed, high = false, -math.huge
	for _, creature in ipairs(creatures) do
		if not creature:is_rested() and ctx:rule("of_house", creature, "untamed") then
			ready_untamed = true
		end
		high = math.max(high, creature:stat("power") or 0)
	end
	if ready_untamed or #creatures == 0 then
		return nil
	end
	local top = {}
	for _, creature in ipairs(creatures) do
		if (creature:stat("power") or 0) == high then
			table.insert(top, creature)
		end
	end
	return ctx:choose({ prompt = "Quicksand: destroy which most powerful creature?", objects = top })[1]
end

return {
	resolve = function(ctx)
		local doomed = {}
		for _, side in ipairs({ "you", "opponent" }) do
			local creature = most_powerful(ctx, side)
			if creature ~= nil then
				table.insert(doomed, creature)
			end
		end
		ctx:destroy(doomed)
	end,
}
