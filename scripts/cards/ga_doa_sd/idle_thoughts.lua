-- Idle Thoughts: look at the top four cards of your deck, then put them back in any order
-- (the rules' term: picked one by one, each put back on top, so the last picked is the top
-- card). Floating Memory is the data's keyword.
return {
	resolve = function(ctx)
		ctx:rule("in_chosen_order", ctx:top(4), "top")
	end,
}
