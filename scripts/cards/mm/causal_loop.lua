-- Causal Loop (MM 083): Play: Archive a card from your hand. Archive Causal Loop.
return {
	resolve = function(ctx)
		local hand = ctx:objects({ zone = "hand", controller = "you" })
		local pick = ctx:choose({ prompt = "Archive which card?", objects = hand })[1]
		if pick ~= nil then
			ctx:move(pick, "archives")
		end
		ctx:move(ctx.this, "archives")
	end,
}
