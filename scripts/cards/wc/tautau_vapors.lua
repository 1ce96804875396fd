-- Tautau Vapors (WC 139): Play: Draw 2 cards. Archive a card (from your hand).
return {
	resolve = function(ctx)
		ctx:draw(2)
		local hand = ctx:objects({ zone = "hand", controller = "you" })
		local pick = ctx:choose({ prompt = "Archive which card?", objects = hand })[1]
		ctx:move(pick, "archives")
	end,
}
