-- Silver Key Imp (AoA 081), creature: Elusive (the rules script's). No player can forge
-- their second key: a player with exactly one key can't forge, at the forge step or
-- through a card.
return {
	statics = {
		{
			forbid = "buy",
			cost = "key",
			applies_to = function(_ctx, player)
				return player:counter("keys") == 1
			end,
		},
	},
}
