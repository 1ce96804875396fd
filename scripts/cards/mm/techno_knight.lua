-- Techno-Knight (MM 180), and Sacro-Bot (MM 122), Techno-Beast (MM 419), Techno-Thief (MM 300)
-- and Umbra-Bot (MM 123), whose keywords are data: Reap: Discard a card from your hand.
-- If you do, draw a card.
return {
	reap = function(ctx)
		ctx:rule("discard_to_draw")
	end,
}
