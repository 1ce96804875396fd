-- Eclectic Inquiry (MM 071): Play: Archive the top 2 cards of your deck (fewer if it has
-- fewer).
return {
	resolve = function(ctx)
		for _, card in ipairs(ctx:top(2)) do
			ctx:move(card, "archives")
		end
	end,
}
