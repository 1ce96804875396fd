-- Stirring Grave (MM 015): Play: Archive a creature from your discard pile.
return {
	resolve = function(ctx)
		local dead = ctx:objects({ zone = "discard", controller = "you", type = "creature" })
		local pick =
			ctx:choose({ prompt = "Archive which creature from your discard pile?", objects = dead })[1]
		if pick ~= nil then
			ctx:move(pick, "archives")
		end
	end,
}
