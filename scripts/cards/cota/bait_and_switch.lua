-- Bait and Switch (CotA 267): Play: If your opponent has more æmber than you, steal 1.
-- Repeat this card's effect if they still have more: a repeat happens once (the repeated
-- effect does not repeat itself; keyteki's spec: 0 against 7 ends 2 against 5).
-- Steal: the opponent loses up to n æmber and you gain what they lost.
local function steal(ctx, n)
	local taken = math.min(n, ctx.opponent:counter("amber"))
	if taken > 0 then
		ctx:gain(ctx.opponent, "amber", -taken)
		ctx:gain(ctx.controller, "amber", taken)
	end
	return taken
end

local function effect(ctx)
	if ctx.opponent:counter("amber") > ctx.controller:counter("amber") then
		steal(ctx, 1)
	end
end

return {
	resolve = function(ctx)
		effect(ctx)
		if ctx.opponent:counter("amber") > ctx.controller:counter("amber") then
			effect(ctx)
		end
	end,
}
