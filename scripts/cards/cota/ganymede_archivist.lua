-- Ganymede Archivist (CotA 142): Reap: Archive a card from your hand.
return {
	reap = function(ctx)
		local hand = ctx:objects({ zone = "hand", controller = "you" })
		ctx:move(ctx:choose({ prompt = "Archive which card?", objects = hand })[1], "archives")
	end,
}
