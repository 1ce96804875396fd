-- Fast Cure: If an opponent has more influence than you (cards in hand and memory),
-- recover 4. Floating Memory (printed keyword the ruleset pays with).
local function influence(player)
	return player:count("hand") + player:count("memory")
end

return {
	resolve = function(ctx)
		if influence(ctx.opponent) > influence(ctx.controller) then
			local champion = ctx:objects({ type = "champion", controller = "you" })[1]
			ctx:recover(champion, 4)
		end
	end,
}
