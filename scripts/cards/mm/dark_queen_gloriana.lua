-- Dark Queen Gloriana (MM 397): Play: Return a friendly non-Untamed creature to your hand.
return {
	resolve = function(ctx)
		local friends = ctx:objects({
			zone = "battleline",
			controller = "you",
			not_attributes = { house = "untamed" },
		})
		local pick =
			ctx:choose({ prompt = "Return which friendly non-Untamed creature?", objects = friends })[1]
		if pick ~= nil then
			ctx:move(pick, "hand")
		end
	end,
}
