-- Careful Study: Efficiency. Put five enlighten counters on your champion.
-- Efficiency is the keyword in its data: the ruleset's keyword_costs make it cost LV less.

return {
	resolve = function(ctx)
		local champion = ctx:objects({ type = "champion", controller = "you" })[1]
		ctx:add_counter(champion, "enlighten", 5)
	end,
}
