-- Mimicry (CotA 328), action: When you play this card, treat it as a copy of an action
-- card in your opponent's discard pile. The card is chosen as Mimicry is played; from
-- then until it leaves the effects stack Mimicry is that card (its æmber bonus, alpha,
-- omega and Play: ability) except for its house, which stays Untamed.
return {
	targets = function(_ctx)
		return {
			{
				label = "action card in your opponent's discard pile",
				zone = "discard",
				controller = "opponent",
				type = "action",
				count = 1,
			},
		}
	end,
	play_as = function(ctx)
		return ctx:target(1)
	end,
}
