-- Urchin: Elusive (the rules script's). Play: Steal 1 æmber.
return {
	resolve = function(ctx)
		ctx:steal(1)
	end,
}
