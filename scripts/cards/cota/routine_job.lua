-- Routine Job (CotA 282): Play: Steal 1 æmber. Then, steal 1 æmber for each copy of
-- Routine Job in your discard pile (this one is still being played: it does not count).
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
		steal(ctx, 1)
		local copies = 0
		for _, card in ipairs(ctx:objects({ zone = "discard", controller = "you" })) do
			if card:name() == "Routine Job" then
				copies = copies + 1
			end
		end
		steal(ctx, copies)
	end,
}
