-- Giltspine Mesmerist (GR 283): After a player readies a card, discard the top card of their
-- deck: the active player's, who readies every card (theirs in the "ready cards" step, an enemy
-- creature through a card effect). Scrap: Discard the top 3 cards of a player's deck.
return {
	triggers = {
		{
			on = "woke",
			label = "a card was readied: the top card of the readying player's deck is discarded",
			resolve = function(ctx)
				local active = ctx.controller:is_turn_player() and ctx.controller or ctx.opponent
				ctx:discard(ctx:top(1, active)[1])
			end,
		},
	},
	scrap = function(ctx)
		ctx:rule("discard_top_of_picked_deck", 3)
	end,
}
