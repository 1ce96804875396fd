-- Redline Rotation (AS 281): Play: If your opponent has 7 æmber or more, steal half of it,
-- rounding down.
return {
	resolve = function(ctx)
		local theirs = ctx.opponent:counter("amber")
		if theirs >= 7 then
			ctx:steal(theirs // 2)
		end
	end,
}
