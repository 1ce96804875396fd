-- Creeping Oblivion (CotA 056): Play: Purge up to 2 cards from a discard pile (one pile:
-- the player picks whose, then the cards).
return {
	resolve = function(ctx)
		local whose =
			ctx:choose({ prompt = "Purge from whose discard pile?", options = { "yours", "opponent's" } })[1]
		local pile = ctx:objects({ zone = "discard", controller = whose == "yours" and "you" or "opponent" })
		local chosen = ctx:choose({ prompt = "Purge up to 2 cards", objects = pile, min = 0, max = 2 })
		for _, card in ipairs(chosen) do
			ctx:banish(card)
		end
	end,
}
