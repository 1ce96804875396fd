-- Fidgit (WC 254): Elusive (data). Reap: Discard a random card from your opponent's
-- archives or the top card of their deck. If that card is an action, play it as if it
-- were yours. A card that can't be played (alpha) stays in the discard pile; a card of
-- yours in their archives goes back to your hand instead of being discarded.
return {
	reap = function(ctx)
		local deck = ctx:top(1, ctx.opponent)
		local archives = ctx:look({ zone = "archives", controller = "opponent" })
		local options = {}
		if #deck > 0 then
			table.insert(options, "top of deck")
		end
		if #archives > 0 then
			table.insert(options, "random card from archives")
		end
		if #options == 0 then
			return
		end
		local pick = ctx:choose({ prompt = "Discard which card of your opponent's?", options = options })[1]
		local card = deck[1]
		if pick == "random card from archives" then
			card = archives[ctx:random(#archives)]
		end
		local discarded = card and ctx:discard({ card })[1]
		if discarded ~= nil and discarded:has_type("action") and discarded:zone() == "discard" then
			ctx:play(discarded)
		end
	end,
}
