-- Mindfire (MM 012), action: Play: Your opponent discards a random card from their hand.
-- Steal 1 æmber for each bonus icon on the discarded card (its æmber icons and the others,
-- printed or added by Enhance).
return {
	resolve = function(ctx)
		local hand = ctx:look({ zone = "hand", controller = "opponent" })
		if #hand == 0 then
			return
		end
		local card = hand[ctx:random(#hand)]
		local icons = ctx:rule("bonus_icon_count", card)
		if #ctx:discard({ card }) > 0 and icons > 0 then
			ctx:steal(icons)
		end
	end,
}
