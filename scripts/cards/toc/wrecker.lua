-- Wrecker (ToC 087), token creature: After Reap: Discard the top card of a player's deck (its
-- controller picks the player).
return {
	reap = function(ctx)
		local pick = ctx:choose({
			prompt = "Discard the top card of whose deck?",
			options = { "yours", "your opponent's" },
		})[1]
		local player = ctx.controller
		if pick == "your opponent's" then
			player = ctx.opponent
		end
		local top = ctx:top(1, player)[1]
		if top ~= nil then
			ctx:discard(top)
		end
	end,
}
