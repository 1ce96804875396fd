-- Increasing Danger: Draw a card. Each player draws a card into their memory (the top
-- card of their deck goes to their memory).
local function top_of_deck(ctx, player)
	local deck = ctx:look({ zone = "main_deck", controller = player })
	return deck[#deck]
end

return {
	resolve = function(ctx)
		ctx:draw(1)
		for _, player in ipairs({ "you", "opponent" }) do
			local card = top_of_deck(ctx, player)
			if card then
				ctx:move(card, "memory")
			end
		end
	end,
}
