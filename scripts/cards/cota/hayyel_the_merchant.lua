-- Hayyel the Merchant (CotA 245): Each time you play an artifact, gain 1 æmber.
return {
	triggers = {
		{
			on = "played",
			label = "an artifact played: gain 1 æmber (Hayyel)",
			applies = function(ctx, event)
				return event.player == ctx.controller and event.object:has_type("artifact")
			end,
			resolve = function(ctx)
				ctx:gain(ctx.controller, "amber", 1)
			end,
		},
	},
}
