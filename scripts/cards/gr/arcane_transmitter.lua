-- Arcane Transmitter (GR 312): Action: Discard the top 4 cards of any player's deck. Scrap:
-- Shuffle your discard pile into your deck (Arcane Transmitter with it).
return {
	action = function(ctx)
		local prompt = "Discard the top 4 cards of whose deck?"
		local pick = ctx:choose({ prompt = prompt, options = { "mine", "opponent's" } })[1]
		for _, card in ipairs(ctx:top(4, pick == "mine" and ctx.controller or ctx.opponent)) do
			ctx:discard(card)
		end
	end,
	scrap = function(ctx)
		ctx:rule("shuffle_discard_into_deck", ctx.controller)
	end,
}
