-- Nerve Blast (CotA 276): Play: Steal 1 æmber. If you do, deal 2 damage to a creature.
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
		if steal(ctx, 1) == 0 then
			return
		end
		local creatures = ctx:objects({ zone = "battleline" })
		if #creatures > 0 then
			ctx:deal_damage(
				ctx:choose({ prompt = "Deal 2 damage to which creature?", objects = creatures })[1],
				2
			)
		end
	end,
}
