-- Hunting Witch (CotA 367): Each time you play another creature, gain 1 æmber.
return {
	triggers = {
		{
			on = "played",
			label = "gain 1 æmber",
			applies = function(ctx, event)
				return event.player == ctx.controller
					and event.object ~= ctx.this
					and event.object:has_type("creature")
			end,
			resolve = function(ctx)
				ctx:gain(ctx.controller, "amber", 1)
			end,
		},
	},
}
