-- Teliga (CotA 366): Each time your opponent plays a creature, gain 1 æmber.
return {
	triggers = {
		{
			on = "played",
			label = "gain 1 æmber",
			applies = function(ctx, event)
				return event.player == ctx.opponent and event.object:has_type("creature")
			end,
			resolve = function(ctx)
				ctx:gain(ctx.controller, "amber", 1)
			end,
		},
	},
}
