-- Dr. Milli (WC 150): Play: For each creature your opponent controls in excess of you
-- (Dr. Milli not counted), archive a card from your hand.
return {
	resolve = function(ctx)
		local theirs = #ctx:objects({ zone = "battleline", controller = "opponent" })
		local yours = #ctx:objects({ zone = "battleline", controller = "you", other = true })
		local hand = ctx:objects({ zone = "hand", controller = "you" })
		local n = math.min(theirs - yours, #hand)
		if n <= 0 then
			return
		end
		for _, card in
			ipairs(ctx:choose({ prompt = "Archive which cards?", objects = hand, min = n, max = n }))
		do
			ctx:move(card, "archives")
		end
	end,
}
