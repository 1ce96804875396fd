-- Terrible Teammates (GR 217): Play: You may discard a non-Mars card from your hand.
return {
	resolve = function(ctx)
		local cards = ctx:objects({ zone = "hand", controller = "you", not_attributes = { house = "mars" } })
		local pick = ctx:choose({ prompt = "Discard a non-Mars card?", objects = cards, min = 0, max = 1 })[1]
		if pick ~= nil then
			ctx:discard(pick)
		end
	end,
}
