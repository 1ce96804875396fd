-- Crystal Hive (CotA 182): Action: For the remainder of the turn, gain 1 æmber each time
-- a creature reaps (any creature: a stunned one's use is no reap).
return {
	action = function(ctx)
		ctx:lasting({ duration = "turn", effect = { trigger = "any_reap" } })
	end,
	triggers = {
		{
			on = "used",
			lasting = "any_reap",
			label = "a creature reaped: gain 1 æmber (Crystal Hive)",
			applies = function(_ctx, event)
				return event.ability == "reap"
			end,
			resolve = function(ctx)
				ctx:gain(ctx.controller, "amber", 1)
			end,
		},
	},
}
