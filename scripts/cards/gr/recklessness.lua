-- Recklessness (GR 049): Play: Each player discards 3 random cards from their hand, then
-- draws 3 cards (the one to go first picked by its player).
return {
	resolve = function(ctx)
		for _, player in ipairs(ctx:rule("players_in_order")) do
			ctx:rule("discard_at_random", player, 3)
			ctx:draw(3, player)
		end
	end,
}
