-- Borr Nit (WC 086), Reap, and Borr Nit's Touch (WC 087), Play: Reveal the top 5 cards of a
-- player's deck (its player picks whose). Purge one of them. Shuffle the others into that
-- deck (the deck is shuffled).
local function borr(ctx)
	local whose =
		ctx:choose({ prompt = "Reveal the top of whose deck?", options = { "mine", "opponent's" } })[1]
	local player = ctx.controller
	if whose == "opponent's" then
		player = ctx.opponent
	end
	local revealed = ctx:top(5, player)
	if #revealed == 0 then
		return
	end
	ctx:reveal(revealed)
	ctx:banish(ctx:choose({ prompt = "Purge which revealed card?", objects = revealed })[1])
	ctx:shuffle("deck", player)
end

return {
	reap = borr,
	resolve = function(ctx)
		if ctx.this:has_type("action") then
			borr(ctx)
		end
	end,
}
