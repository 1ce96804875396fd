-- Psionic Officer Lang (WC 337): After an enemy creature reaps, archive the top card of
-- your deck.
return {
	triggers = {
		{
			on = "used",
			label = "an enemy creature reaped: archive the top card of your deck (Psionic Officer Lang)",
			applies = function(ctx, event)
				return event.ability == "reap"
					and event.object ~= nil
					and event.object:is_valid()
					and event.object:controller() ~= ctx.controller
			end,
			resolve = function(ctx, _event)
				ctx:move(ctx:top(1)[1], "archives")
			end,
		},
	},
}
