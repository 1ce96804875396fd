-- Umbra (CotA 314): Skirmish (data). Fight: Steal 1 æmber.
return {
	fight = function(ctx)
		ctx:steal(1)
	end,
}
