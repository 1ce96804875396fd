-- Redhand Registry (DT 106): After æmber is stolen from you, your opponent skips the "forge
-- a key" step during their next turn.
return {
	triggers = {
		{
			on = "gained",
			label = "æmber stolen from you: your opponent skips their next forge step (Redhand Registry)",
			applies = function(ctx, event)
				return event.cause == "steal"
					and event.counter == "amber"
					and event.player == ctx.controller
					and event.amount < 0
			end,
			resolve = function(ctx)
				ctx:lasting({
					target = ctx.opponent,
					duration = "during_opponent_next_turn",
					effect = { skip = "forge" },
				})
			end,
		},
	},
}
