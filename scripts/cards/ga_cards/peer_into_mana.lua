-- Peer into Mana: Put 2 + LV enlighten counters on your champion.
return {
	resolve = function(ctx)
		local champion = ctx:objects({ type = "champion", controller = "you" })[1]
		ctx:add_counter(champion, "enlighten", 2 + ctx:rule("level"))
	end,
}
