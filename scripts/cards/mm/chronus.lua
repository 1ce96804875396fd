-- Chronus (MM 084), creature: After you resolve a draw bonus icon, you may archive a card.
-- The rules' bonus icons call this right after each icon its controller resolves.
return {
	after_bonus_icon = function(ctx, icon)
		if icon ~= "draw" then
			return
		end
		local hand = ctx:objects({ zone = "hand", controller = "you" })
		local pick = ctx:choose({ prompt = "Archive a card (Chronus)?", objects = hand, min = 0, max = 1 })[1]
		if pick ~= nil then
			ctx:move(pick, "archives")
		end
	end,
}
