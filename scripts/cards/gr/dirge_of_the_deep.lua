-- Dirge of the Deep (GR 298): Play: Discard the bottom card of your opponent's deck; exhaust
-- each creature (either side) that shares a house with it.
return {
	resolve = function(ctx)
		local deck = ctx:top(ctx.opponent:count("deck"), ctx.opponent)
		local bottom = deck[#deck]
		if bottom == nil then
			return
		end
		local matching = ctx:rule("sharing_house_with", bottom)
		ctx:discard(bottom)
		for _, creature in ipairs(matching) do
			ctx:exhaust(creature)
		end
	end,
}
