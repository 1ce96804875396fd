-- Harvest Herbs: Gather (the rules script summons a random ingredient token). Class Bonus:
-- Floating Memory, a keyword the ruleset pays with from the graveyard.
return {
	resolve = function(ctx)
		ctx:rule("gather")
	end,
}
