-- Immersioneer (GR 320): After Reap: Discard the top 3 cards of any player's deck. Scrap:
-- Shuffle the bottom 3 cards of your discard pile into your deck (Immersioneer itself, on
-- top of the pile, among them when the pile is that small). A pile lists its cards bottom
-- first.
return {
	reap = function(ctx)
		ctx:rule("discard_top_of_picked_deck", 3)
	end,
	scrap = function(ctx)
		local pile = ctx:objects({ zone = "discard", controller = "you" })
		for i = 1, math.min(3, #pile) do
			ctx:move(pile[i], "deck")
		end
		ctx:shuffle("deck")
	end,
}
