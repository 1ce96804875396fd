-- Ransack (MM 272): Play: Steal 1 æmber. Discard the top card of your deck. If that card is a
-- Shadows card, do it all again (each time: steal, then discard; an empty deck stops it).
return {
	resolve = function(ctx)
		while true do
			ctx:steal(1)
			local top = ctx:top(1)[1]
			if top == nil then
				return
			end
			local again = ctx:rule("of_house", top, "shadows")
			ctx:discard(top)
			if not again then
				return
			end
		end
	end,
}
