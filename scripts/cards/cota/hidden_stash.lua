-- Hidden Stash (CotA 271): Play: Archive a card (from your hand).
return {
	resolve = function(ctx)
		local hand = ctx:objects({ zone = "hand", controller = "you" })
		ctx:move(ctx:choose({ prompt = "Archive which card?", objects = hand })[1], "archives")
	end,
}
