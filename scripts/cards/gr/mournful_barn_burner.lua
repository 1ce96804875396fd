-- Mournful Barn-Burner (GR 047): After Fight: Discard the top 2 cards of a player's deck.
-- Scrap: Each player discards the top card of their deck.
return {
	fight = function(ctx)
		ctx:rule("discard_top_of_picked_deck", 2)
	end,
	scrap = function(ctx)
		for _, player in ipairs({ ctx.controller, ctx.opponent }) do
			ctx:discard(ctx:top(1, player)[1])
		end
	end,
}
