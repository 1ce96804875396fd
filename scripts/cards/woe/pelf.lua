-- Pelf (WoE 045): Skirmish. After Fight: Your opponent loses 1 æmber.
return {
	fight = function(ctx)
		ctx:gain(ctx.opponent, "amber", -1)
	end,
}
