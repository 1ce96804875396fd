-- Chelonia (DT 415): Elusive. After you play another creature, if the tide is high, gain
-- 1 æmber. Its evil twin (DT 369): the same, but your opponent loses 1 æmber instead.
return {
	triggers = {
		{
			on = "played",
			label = "you played another creature with the tide high: gain 1 (Chelonia)",
			applies = function(ctx, event)
				return event.player == ctx.controller
					and event.object ~= ctx.this
					and event.object:has_type("creature")
					and ctx:rule("tide") == "high"
			end,
			resolve = function(ctx)
				if ctx.this:card_id() == "chelonia_evil_twin" then
					ctx:gain(ctx.opponent, "amber", -1)
				else
					ctx:gain(ctx.controller, "amber", 1)
				end
			end,
		},
	},
}
