-- Finishing Blow (CotA 269): Play: Destroy a damaged creature. If you do, steal 1 æmber.
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
		local damaged = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			if creature:damage() > 0 then
				table.insert(damaged, creature)
			end
		end
		if #damaged == 0 then
			return
		end
		if ctx:destroy(ctx:choose({ prompt = "Destroy which damaged creature?", objects = damaged })[1]) then
			steal(ctx, 1)
		end
	end,
}
