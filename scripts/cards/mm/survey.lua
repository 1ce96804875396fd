-- Survey (MM 316): Play: Look at the top 2 cards of your deck. Discard 1 of them (the other
-- stays on top).
return {
	resolve = function(ctx)
		local top = ctx:top(2)
		local pick = ctx:choose({ prompt = "Discard which card?", objects = top })[1]
		if pick ~= nil then
			ctx:discard(pick)
		end
	end,
}
