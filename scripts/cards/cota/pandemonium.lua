-- Pandemonium (CotA 068): Play: Each undamaged creature captures 1 æmber from its
-- opponent. Your creatures first, then the enemy's; where a side's creatures outnumber the
-- æmber they can take, the active player picks which of them capture.
local function side(ctx, controller, from)
	local undamaged = {}
	for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = controller })) do
		if creature:damage() == 0 then
			table.insert(undamaged, creature)
		end
	end
	local n = math.min(#undamaged, from:counter("amber"))
	local chosen =
		ctx:choose({ prompt = "Which creatures capture 1 æmber?", objects = undamaged, min = n, max = n })
	for _, creature in ipairs(chosen) do
		ctx:capture(creature, 1)
	end
end

return {
	resolve = function(ctx)
		side(ctx, "you", ctx.opponent)
		side(ctx, "opponent", ctx.controller)
	end,
}
