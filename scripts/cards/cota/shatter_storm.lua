-- Shatter Storm (CotA 176): Play: Lose all your æmber; then the opponent loses three times
-- what you lost (as much as they have).
return {
	resolve = function(ctx)
		local lost = ctx.controller:counter("amber")
		ctx:gain(ctx.controller, "amber", -lost)
		local theirs = ctx.opponent:counter("amber")
		ctx:gain(ctx.opponent, "amber", -math.min(theirs, 3 * lost))
	end,
}
