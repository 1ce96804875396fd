-- Chief Engineer Walls (WC 293): Elusive (data). Play/Fight/Reap: You may return an upgrade
-- or a Robot card from your discard pile to your hand.
local function salvage(ctx)
	local salvageable = {}
	for _, card in ipairs(ctx:objects({ zone = "discard", controller = "you" })) do
		if card:has_type("upgrade") or card:has_subtype("robot") then
			table.insert(salvageable, card)
		end
	end
	local prompt = "Return which upgrade or Robot card to your hand?"
	ctx:move(ctx:choose({ prompt = prompt, objects = salvageable, min = 0, max = 1 })[1], "hand")
end

return {
	resolve = salvage,
	fight = salvage,
	reap = salvage,
}
