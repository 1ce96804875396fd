-- Battle Fleet (CotA 161): Play: Reveal any number of Mars cards from your hand. For each
-- card revealed this way, draw 1 card.
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
	resolve = function(ctx)
		local n = reveal_mars(ctx)
		if n > 0 then
			ctx:draw(n)
		end
	end,
}
