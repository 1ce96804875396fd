-- Neuro Syphon (CotA 116): Play: If your opponent has more æmber than you, steal 1 and
-- draw a card. The bonus comes first, so it counts in the comparison.
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
		if ctx.opponent:counter("amber") > ctx.controller:counter("amber") then
			steal(ctx, 1)
			ctx:draw(1)
		end
	end,
}
