-- Cutthroat Research (AoA 110): Play: If your opponent has 8 æmber or more, steal 2.
return {
	resolve = function(ctx)
		if ctx.opponent:counter("amber") >= 8 then
			ctx:steal(2)
		end
	end,
}
