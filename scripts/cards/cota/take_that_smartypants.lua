-- Take that, Smartypants (CotA 011): Play: If the opponent has 3 or more Logos cards in play,
-- steal 2 æmber.
return {
	resolve = function(ctx)
		local logos = 0
		for _, card in ipairs(ctx:objects({ controller = "opponent" })) do
			if ctx:rule("of_house", card, "logos") then
				logos = logos + 1
			end
		end
		if logos >= 3 then
			ctx:steal(2)
		end
	end,
}
