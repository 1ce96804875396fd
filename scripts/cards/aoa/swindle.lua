-- Swindle (AoA 278): Alpha. Omega. Play: Steal 3 æmber. Alpha and omega are the rules
-- script's (keywords in the data).
return {
	resolve = function(ctx)
		ctx:steal(3)
	end,
}
