-- Troop Call (CotA 337): Play: Return each friendly Niffle creature from your discard pile
-- and from play to your hand.
return {
	resolve = function(ctx)
		for _, zone in ipairs({ "discard", "battleline" }) do
			for _, card in
				ipairs(
					ctx:objects({ zone = zone, controller = "you", type = "creature", subtype = "niffle" })
				)
			do
				ctx:move(card, "hand")
			end
		end
	end,
}
