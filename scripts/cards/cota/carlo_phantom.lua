-- Carlo Phantom (CotA 298): Elusive. Skirmish. Each time you play an artifact, steal 1 æmber.
return {
	triggers = {
		{
			on = "played",
			label = "an artifact played: steal 1 æmber (Carlo Phantom)",
			applies = function(ctx, event)
				return event.player == ctx.controller and event.object:has_type("artifact")
			end,
			resolve = function(ctx)
				ctx:steal(1)
			end,
		},
	},
}
