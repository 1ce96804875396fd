-- Ballcano (WC 003): Play: Deal 4 damage to each creature (dealt together). Gain 2 chains.
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			ctx:deal_damage(creature, 4)
		end
		ctx:gain(ctx.controller, "chains", 2)
	end,
}
