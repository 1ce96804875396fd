-- Arcane Transmitter (GR 312): Action: Discard the top 4 cards of any player's deck. Scrap:
-- Shuffle your discard pile into your deck (Arcane Transmitter with it).
return {
	action = function(ctx)
		ctx:rule("discard_top_of_picked_deck", 4)
	end,
	scrap = function(ctx)
		ctx:rule("shuffle_discard_into_deck", ctx.controller)
	end,
}
