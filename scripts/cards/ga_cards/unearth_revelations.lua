-- Unearth Revelations: Draw two cards, then put two cards from your hand on the bottom of
-- your deck (in the order chosen: the first chosen goes down first).
return {
	resolve = function(ctx)
		ctx:draw(2)
		local hand = ctx:objects({ zone = "hand", controller = "you" })
		local chosen = ctx:choose({
			prompt = "two cards to put on the bottom of your deck",
			objects = hand,
			min = math.min(2, #hand),
			max = math.min(2, #hand),
		})
		for _, card in ipairs(chosen or {}) do
			ctx:move(card, "main_deck", { position = "bottom" })
		end
	end,
}
