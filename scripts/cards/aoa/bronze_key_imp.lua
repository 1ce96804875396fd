-- Bronze Key Imp (AoA 071), creature: Elusive (the rules script's). No player can forge
-- their first key: a player with no key yet can't forge one, at the forge step or
-- through a card.
return {
	statics = {
		{
			forbid = "buy",
			cost = "key",
			applies_to = function(_ctx, player)
				return player:counter("keys") == 0
			end,
		},
	},
}
