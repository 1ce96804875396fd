-- Mooncurser: Skirmish. Poison. (Both are the rules script's.) Fight: Steal 1 æmber.
return {
	fight = function(ctx)
		ctx:steal(1)
	end,
}
