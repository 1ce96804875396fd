-- Trivial Trinket: Banish it: target opponent puts the top three cards of their deck into
-- their graveyard. In a game of two the one opponent is the target; fewer than three
-- cards in the deck move as many as there are.
return {
	activated = {
		mill = {
			resolve = function(ctx)
				for _, card in ipairs(ctx:top(3, ctx.opponent)) do
					ctx:move(card, "graveyard")
				end
			end,
		},
	},
}
