-- Yantzee Gang (AoA 282), creature: Action: Steal 1 æmber.
return {
	action = function(ctx)
		ctx:steal(1)
	end,
}
