-- Well of Memory (GR 126): Play: Purge any number of cards from your hand; for each one purged,
-- a card of your discard pile returns to your hand. Action: Destroy Well of Memory.
return {
	resolve = function(ctx)
		local hand = ctx:objects({ zone = "hand", controller = "you" })
		local picks =
			ctx:choose({ prompt = "Purge which cards from your hand?", objects = hand, min = 0, max = #hand })
		local purged = 0
		for _, card in ipairs(picks) do
			if ctx:banish(card) then
				purged = purged + 1
			end
		end
		if purged == 0 then
			return
		end
		local pile = ctx:objects({ zone = "discard", controller = "you" })
		local n = math.min(purged, #pile)
		local back =
			ctx:choose({ prompt = "Return which cards to your hand?", objects = pile, min = n, max = n })
		for _, card in ipairs(back) do
			ctx:move(card, "hand")
		end
	end,
	action = function(ctx)
		ctx:destroy(ctx.this)
	end,
}
