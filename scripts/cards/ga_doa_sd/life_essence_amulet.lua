-- Life Essence Amulet: whenever an ally you control dies while it's not your turn, you may
-- banish Life Essence Amulet. If you do, draw a card.
return {
	triggers = {
		{
			on = "destroyed",
			label = "an ally of yours died outside your turn: you may banish the Amulet to draw a card",
			applies = function(ctx, event)
				local ally = event.object
				return ally:has_type("ally")
					and ally:owner() == ctx.controller
					and not ctx.controller:is_turn_player()
			end,
			resolve = function(ctx)
				ctx:rule("banish_to_draw")
			end,
		},
	},
}
