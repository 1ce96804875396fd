-- Unnatural Selection (WC 367): Play: Choose 3 friendly creatures and 3 enemy creatures
-- (all of a side with 3 or fewer). Destroy each other creature (together).
local function keep(ctx, side, prompt, kept)
	local line = ctx:objects({ zone = "battleline", controller = side })
	local n = math.min(3, #line)
	for _, creature in ipairs(ctx:choose({ prompt = prompt, objects = line, min = n, max = n })) do
		kept[creature.id] = true
	end
end

return {
	resolve = function(ctx)
		local kept = {}
		keep(ctx, "you", "Keep which 3 friendly creatures?", kept)
		keep(ctx, "opponent", "Keep which 3 enemy creatures?", kept)
		local doomed = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			if not kept[creature.id] then
				table.insert(doomed, creature)
			end
		end
		ctx:destroy(doomed)
	end,
}
