-- Rogue Operation (WoE 335): Play: Discard the top 2 cards of your deck. Steal 1 æmber for
-- each house represented among the discarded cards.
return {
	resolve = function(ctx)
		local discarded = ctx:discard(ctx:top(2))
		local houses = ctx:rule("houses_among", discarded)
		if houses > 0 then
			ctx:steal(houses)
		end
	end,
}
