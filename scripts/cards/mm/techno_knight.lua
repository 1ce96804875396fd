-- Techno-Knight (MM 180), and Sacro-Bot (MM 122), Techno-Beast (MM 419), Techno-Thief (MM 300)
-- and Umbra-Bot (MM 123), whose keywords are data: Reap: Discard a card from your hand.
-- If you do, draw a card.
local function discard_then_draw(ctx)
	local hand = ctx:objects({ zone = "hand", controller = "you" })
	local pick = ctx:choose({ prompt = "Discard which card (then draw one)?", objects = hand })[1]
	if pick ~= nil and ctx:discard(pick) then
		ctx:draw(1)
	end
end

return {
	reap = discard_then_draw,
}
