-- Biome Discovery (DT 291): Play: If the tide is high, you may look at the top 2 cards of
-- your deck and discard 1 of them. Otherwise, raise the tide.
return {
	resolve = function(ctx)
		if ctx:rule("tide") ~= "high" then
			ctx:rule("raise_tide")
			return
		end
		local top = ctx:top(2)
		if #top == 0 then
			return
		end
		local look = ctx:choose({
			prompt = "Look at the top 2 cards of your deck?",
			options = { "look", "do not look" },
		})[1]
		if look == "look" then
			ctx:discard(ctx:choose({ prompt = "Discard which?", objects = top })[1])
		end
	end,
}
