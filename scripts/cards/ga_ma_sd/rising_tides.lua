-- Rising Tides: [Class Bonus] [Level 3+] draw a card into your memory. Floating Memory (a
-- printed keyword the ruleset pays with).
return {
	resolve = function(ctx)
		if ctx:rule("class_bonus") and ctx:rule("level") >= 3 then
			ctx:rule("draw_into_memory")
		end
	end,
}
