-- Psychic Network (CotA 174): Play: Steal 1 æmber for each friendly ready Mars creature.
-- Steal: the opponent loses up to n æmber and you gain what they lost.
local function steal(ctx, n)
	local taken = math.min(n, ctx.opponent:counter("amber"))
	if taken > 0 then
		ctx:gain(ctx.opponent, "amber", -taken)
		ctx:gain(ctx.controller, "amber", taken)
	end
	return taken
end

return {
	resolve = function(ctx)
		local ready_mars = 0
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you", rested = false })) do
			if creature:attribute("house") == "mars" then
				ready_mars = ready_mars + 1
			end
		end
		steal(ctx, ready_mars)
	end,
}
