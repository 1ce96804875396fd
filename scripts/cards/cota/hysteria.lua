-- Hysteria (CotA 065): Play: Return each creature to its owner's hand.
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			ctx:move(creature, "hand")
		end
	end,
}
