-- Library of the Damned (CotA 076): Action: Archive a card (from your hand).
return {
	action = function(ctx)
		local hand = ctx:objects({ zone = "hand", controller = "you" })
		ctx:move(ctx:choose({ prompt = "Archive which card?", objects = hand })[1], "archives")
	end,
}
