-- Dysania (CotA 141): Play: Your opponent discards each of their archived cards. You gain
-- 1 æmber for each card discarded this way. (Their archives are hidden from us: look.)
-- A card of ours they archived goes back to our hand instead (the ruleset's archive
-- redirect): it was not discarded and gains nothing (KF-VERB-RESULT-1).
return {
	resolve = function(ctx)
		local archived = ctx:look({ zone = "archives", controller = "opponent" })
		ctx:gain(ctx.controller, "amber", #ctx:discard(archived))
	end,
}
