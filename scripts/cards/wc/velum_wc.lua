-- Velum (WC 181): Reap: Archive a card. If you control Hyde, archive 2 cards instead.
-- Destroyed: Archive Hyde from your discard pile. If you do, archive Velum. Hyde is any
-- card of that name; the cards come from hand, as many as it holds up to the number.
return {
	reap = function(ctx)
		local n = ctx:rule("named_in", "battleline", "Hyde") ~= nil and 2 or 1
		local hand = ctx:objects({ zone = "hand", controller = "you" })
		n = math.min(n, #hand)
		for _, card in
			ipairs(ctx:choose({ prompt = "Archive which cards?", objects = hand, min = n, max = n }))
		do
			ctx:move(card, "archives")
		end
	end,
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: archive Hyde from your discard pile, then Velum",
			resolve = function(ctx)
				ctx:rule("archive_partner", "Hyde")
			end,
		},
	},
}
