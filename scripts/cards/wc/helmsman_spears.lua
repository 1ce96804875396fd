-- Helmsman Spears (WC 311): Fight/Reap: Discard any number of cards from your hand. Draw a
-- card for each card discarded this way.
local function swap_cards(ctx)
	local hand = ctx:objects({ zone = "hand", controller = "you" })
	local picked = ctx:choose({ prompt = "Discard which cards?", objects = hand, min = 0, max = #hand })
	if #picked == 0 then
		return
	end
	local discarded = ctx:discard(picked)
	ctx:draw(#discarded)
end

return {
	fight = swap_cards,
	reap = swap_cards,
}
