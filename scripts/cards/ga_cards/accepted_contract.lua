-- Accepted Contract: Put three preparation counters on your champion.
return {
	resolve = function(ctx)
		local champion = ctx:objects({ type = "champion", controller = "you" })[1]
		ctx:add_counter(champion, "preparation", 3)
	end,
}
