-- Pull Up Stakes (WoE 082): Play: Shuffle 2 friendly creatures into their owners' decks.
-- Return 4 enemy creatures to their owners' hands (as many as there are).
local function pick(ctx, side, n, prompt)
	local line = ctx:objects({ zone = "battleline", controller = side })
	local k = math.min(n, #line)
	return ctx:choose({ prompt = prompt, objects = line, min = k, max = k })
end

return {
	resolve = function(ctx)
		local shuffled = {}
		for _, creature in ipairs(pick(ctx, "you", 2, "Shuffle which 2 friendly creatures into their decks?")) do
			local owner = creature:owner()
			if ctx:move(creature, "deck") then
				shuffled[owner.index] = owner
			end
		end
		for _, owner in pairs(shuffled) do
			ctx:shuffle("deck", owner)
		end
		for _, creature in ipairs(pick(ctx, "opponent", 4, "Return which 4 enemy creatures to hand?")) do
			ctx:move(creature, "hand")
		end
	end,
}
