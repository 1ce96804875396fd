-- Murkens (AoA 290), creature: Play: Choose a random card in your opponent's archives or the
-- top card of your opponent's deck. Play that card as if it were yours: it stays yours
-- (under your control) while in play, and goes to its owner's piles when it leaves. Either
-- option may be chosen while the opponent has a card in one of the two; an empty one plays
-- nothing.
return {
	resolve = function(ctx)
		local deck = ctx:top(1, ctx.opponent)
		local archives = ctx:look({ zone = "archives", controller = "opponent" })
		if #deck == 0 and #archives == 0 then
			return
		end
		local how = ctx:choose({
			prompt = "Play which card of your opponent's?",
			options = { "top of deck", "random archived card" },
		})[1]
		local card
		if how == "top of deck" then
			card = deck[1]
		elseif #archives > 0 then
			card = archives[ctx:random(#archives)]
		end
		if card ~= nil then
			ctx:play(card)
		end
	end,
}
