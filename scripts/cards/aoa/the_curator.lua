-- The Curator (AoA 157), creature: Friendly artifacts enter play ready: a constant ability
-- giving "enters_ready" (the ruleset's ready keyword) to an artifact its controller is
-- playing.
return {
	statics = {
		{
			grant = "enters_ready",
			reaches = { "stack" },
			applies_to = function(ctx, obj)
				return obj:zone() == "stack"
					and obj:has_type("artifact")
					and obj:controller() == ctx.controller
			end,
		},
	},
}
