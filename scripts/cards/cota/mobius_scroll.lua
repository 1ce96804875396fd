-- Mobius Scroll (CotA 130): Action: Archive Mobius Scroll and up to 2 cards from your hand.
-- It goes to its owner's archives.
return {
	action = function(ctx)
		local hand = ctx:objects({ zone = "hand", controller = "you" })
		local chosen = ctx:choose({ prompt = "Archive up to 2 cards", objects = hand, min = 0, max = 2 })
		ctx:move(ctx.this, "archives")
		for _, card in ipairs(chosen) do
			ctx:move(card, "archives")
		end
	end,
}
