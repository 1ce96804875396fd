-- Mournful Barn-Burner (GR 047): After Fight: Discard the top 2 cards of a player's deck.
-- Scrap: Each player discards the top card of their deck.
return {
	fight = function(ctx)
		local prompt = "Discard the top 2 cards of whose deck?"
		local pick = ctx:choose({ prompt = prompt, options = { "mine", "opponent's" } })[1]
		for _, card in ipairs(ctx:top(2, pick == "mine" and ctx.controller or ctx.opponent)) do
			ctx:discard(card)
		end
	end,
	scrap = function(ctx)
		for _, player in ipairs({ ctx.controller, ctx.opponent }) do
			ctx:discard(ctx:top(1, player)[1])
		end
	end,
}
