-- Ronnie Wristclocks (AoA 276), creature: Play: Steal 1 æmber; if your opponent has 7 or
-- more, steal 2 instead.
return {
	resolve = function(ctx)
		if ctx.opponent:counter("amber") >= 7 then
			ctx:steal(2)
		else
			ctx:steal(1)
		end
	end,
}
