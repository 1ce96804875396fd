-- Gold Key Imp (AoA 072): Elusive (data). No player can forge their third key: a player
-- with two keys can't forge one, at the forge step or through a card.
return {
	statics = {
		{
			forbid = "buy",
			cost = "key",
			applies_to = function(_ctx, player)
				return player:counter("keys") == 2
			end,
		},
	},
}
