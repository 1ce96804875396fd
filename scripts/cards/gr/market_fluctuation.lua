-- Market Fluctuation (GR 078): Play: Each haunted player draws 3 cards. Each player that is
-- not haunted discards 3 random cards from their hand. Who is haunted is read once, before
-- either acts; when both discard, the one to go first is picked by the card's player.
return {
	resolve = function(ctx)
		local order = { ctx.controller, ctx.opponent }
		if not ctx:rule("haunted", ctx.controller) and not ctx:rule("haunted", ctx.opponent) then
			order = ctx:rule("players_in_order")
		end
		local haunted = {}
		for i, player in ipairs(order) do
			haunted[i] = ctx:rule("haunted", player)
		end
		for i, player in ipairs(order) do
			if haunted[i] then
				ctx:draw(3, player)
			else
				ctx:rule("discard_at_random", player, 3)
			end
		end
	end,
}
