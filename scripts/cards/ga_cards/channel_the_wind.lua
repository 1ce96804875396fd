-- Channel the Wind: Put an enlighten counter on your champion. Floating Memory (a printed
-- keyword the ruleset pays with).
return {
	resolve = function(ctx)
		local champion = ctx:objects({ type = "champion", controller = "you" })[1]
		ctx:add_counter(champion, "enlighten", 1)
	end,
}
