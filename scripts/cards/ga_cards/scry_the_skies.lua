-- Scry the Skies: Glimpse LV. Draw a card into your memory (the top card of your deck
-- goes to your memory).
return {
	resolve = function(ctx)
		ctx:glimpse(ctx:rule("level"))
		local deck = ctx:look({ zone = "main_deck", controller = "you" })
		if deck[#deck] then
			ctx:move(deck[#deck], "memory")
		end
	end,
}
