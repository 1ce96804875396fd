-- Ganymede Outpost (WoE 315): Action: Put a friendly creature on the bottom of its owner's
-- deck. If you do, archive 2 cards (from your hand, as many as there are).
return {
	action = function(ctx)
		if not ctx:rule("bottom_friendly") then
			return
		end
		local hand = ctx:objects({ zone = "hand", controller = "you" })
		local n = math.min(2, #hand)
		for _, card in
			ipairs(ctx:choose({ prompt = "Archive which 2 cards?", objects = hand, min = n, max = n }))
		do
			ctx:move(card, "archives")
		end
	end,
}
