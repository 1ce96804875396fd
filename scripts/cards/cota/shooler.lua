-- Shooler (CotA 096): Play: If your opponent has 4 æmber or more, steal 1.
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
		if ctx.opponent:counter("amber") >= 4 then
			steal(ctx, 1)
		end
	end,
}
