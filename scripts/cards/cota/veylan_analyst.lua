-- Veylan Analyst (CotA 156): Each time you use an artifact, gain 1 æmber. Playing or
-- discarding one is no use; a use that sacrifices the artifact still counts.
return {
	triggers = {
		{
			on = "used",
			label = "you used an artifact: gain 1 æmber (Veylan Analyst)",
			applies = function(ctx, event)
				return event.player == ctx.controller
					and event.ability ~= "discard"
					and event.object:has_type("artifact")
			end,
			resolve = function(ctx)
				ctx:gain(ctx.controller, "amber", 1)
			end,
		},
	},
}
