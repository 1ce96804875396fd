-- Junk Restoration (GR 151): Play: Discard the top 3 cards of your deck; you may put one of
-- the cards discarded this way into your hand.
return {
	resolve = function(ctx)
		local discarded = ctx:discard(ctx:top(3))
		local pick = ctx:choose({
			prompt = "Put which discarded card into your hand?",
			objects = discarded,
			min = 0,
			max = 1,
		})[1]
		if pick ~= nil then
			ctx:move(pick, "hand")
		end
	end,
}
