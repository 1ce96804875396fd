-- Armadrone, evil twin (DT 001): Fight: Steal 2 æmber.
return {
	fight = function(ctx)
		ctx:steal(2)
	end,
}
