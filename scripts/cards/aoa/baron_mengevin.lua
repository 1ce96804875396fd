-- Baron Mengevin (AoA 227): After you discard a Sanctum card from your hand on your turn,
-- Baron Mengevin captures 1 æmber. Every card moved from hand to a discard pile is
-- discarded (as Rock-Hurling Giant reads it).
return {
	triggers = {
		{
			on = "moved",
			label = "a Sanctum card was discarded from hand: capture 1 (Baron Mengevin)",
			applies = function(ctx, event)
				local card = event.object
				return event.from == "hand"
					and event.to == "discard"
					and ctx.controller:is_turn_player()
					and card:owner() == ctx.controller
					and ctx:rule("of_house", card, "sanctum")
			end,
			resolve = function(ctx)
				ctx:capture(ctx.this, 1)
			end,
		},
	},
}
