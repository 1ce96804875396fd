-- Armadrone (DT 048): Fight: Steal 1 æmber.
return {
	fight = function(ctx)
		ctx:steal(1)
	end,
}
