-- Cursed Relic (WoE 062): (Enhance, printed on other cards.) You cannot play it. It cannot be
-- discarded from your hand except by a card's ability (no discard action of its player).
return {
	legal = function(_ctx)
		return false, "Cursed Relic cannot be played"
	end,
	statics = {
		{ forbid = "discard", self_only = true, from = { "hand" } },
	},
}
