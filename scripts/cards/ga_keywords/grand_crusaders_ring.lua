-- Grand Crusader's Ring: Divine Relic (a deck-building rule, the ruleset's). Banish it:
-- draw a card.
return {
	activated = {
		draw = {
			resolve = function(ctx)
				ctx:draw(1)
			end,
		},
	},
}
