-- Empowering Enlightenment: Empower 2. Put an enlighten counter on your champion.
return {
	resolve = function(ctx)
		ctx:rule("empower", 2)
		local champion = ctx:objects({ zone = "field", type = "champion", controller = "you" })[1]
		ctx:add_counter(champion, "enlighten", 1)
	end,
}
