-- Borka Rikk (WoE 116): Each time a Mars card is discarded from your hand, make a token
-- creature. The discarded event names the zone the card left (KF-EVT-DISCARD-1); whoever
-- made the discard (Mind Barb's player too), the card was in your hand.
return {
	triggers = {
		{
			on = "discarded",
			label = "a Mars card was discarded from your hand: make a token creature (Borka Rikk)",
			applies = function(ctx, event)
				local card = event.object
				return event.from == "hand"
					and card ~= nil
					and card:owner() == ctx.controller
					and ctx:rule("of_house", card, "mars")
			end,
			resolve = function(ctx)
				ctx:rule("make_token")
			end,
		},
	},
}
