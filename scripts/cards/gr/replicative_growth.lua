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
				return ctx:rule("friendly_reaped", event)
			end,
			resolve = function(ctx, event)
				ctx:rule("amber_to_pool", event.object, 1)
			end,
		},
	},
}
