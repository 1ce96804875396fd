-- Scry the Skies: Glimpse LV. Draw a card into your memory (the top card of your deck
-- goes to your memory).
return {
	resolve = function(ctx)
		ctx:glimpse(ctx:rule("level"))
		local top = ctx:top(1)[1]
		if top then
			ctx:move(top, "memory")
		end
	end,
}
