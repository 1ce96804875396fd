-- Skullback Crab (WoE 396): Poison. Action: Steal 1 æmber.
return {
	action = function(ctx)
		ctx:steal(1)
	end,
}
