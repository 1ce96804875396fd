-- Dodger (CotA 308): Fight: Steal 1 æmber. (Only if it survives the fight.)
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
	fight = function(ctx)
		steal(ctx, 1)
	end,
}
