-- Umwas (ToC 303): Play: Make a token creature. Give each friendly token creature a +1 power
-- counter (the one just made too).
return {
	resolve = function(ctx)
		ctx:rule("make_token")
		for _, token in ipairs(ctx:rule("token_creatures", "you")) do
			ctx:add_counter(token, "power", 1)
		end
	end,
}
