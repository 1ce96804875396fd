-- Commpod (CotA 181): Action: Reveal any number of Mars cards from your hand. For each
-- card revealed this way, you may ready one Mars creature.
-- The Mars cards of your hand the player reveals (any number of them).
local function reveal_mars(ctx)
	local mars = {}
	for _, card in ipairs(ctx:objects({ zone = "hand", controller = "you" })) do
		if ctx:rule("of_house", card, "mars") then
			table.insert(mars, card)
		end
	end
	local shown =
		ctx:choose({ prompt = "Reveal any number of Mars cards", objects = mars, min = 0, max = #mars })
	if #shown > 0 then
		ctx:reveal(shown)
	end
	return #shown
end

return {
	action = function(ctx)
		local n = reveal_mars(ctx)
		if n == 0 then
			return
		end
		local mars = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you", rested = true })) do
			if ctx:rule("of_house", creature, "mars") then
				table.insert(mars, creature)
			end
		end
		local chosen = ctx:choose({
			prompt = "Ready up to " .. n .. " Mars creatures",
			objects = mars,
			min = 0,
			max = math.min(n, #mars),
		})
		for _, creature in ipairs(chosen) do
			ctx:ready(creature)
		end
	end,
}
