-- Replicative Growth (GR 121): Play: For the rest of the turn each friendly creature gains,
-- "After Reap: Move 1 æmber from this creature to your pool" (a lasting trigger: creatures
-- played later too).
return {
	resolve = function(ctx)
		ctx:lasting({ duration = "turn", effect = { trigger = "reaped" } })
	end,
	triggers = {
		{
			on = "used",
			lasting = "reaped",
			label = "a friendly creature reaped: 1 æmber from it to your pool",
			applies = function(ctx, event)
				return event.ability == "reap"
					and event.object:is_valid()
					and event.object:controller() == ctx.controller
					and event.object:zone() == "battleline"
			end,
			resolve = function(ctx, event)
				ctx:rule("amber_to_pool", event.object, 1)
			end,
		},
	},
}
