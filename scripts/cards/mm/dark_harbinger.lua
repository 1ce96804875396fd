-- Dark Harbinger (MM 381): After you play an Untamed action card, ready Dark Harbinger.
return {
	triggers = {
		{
			on = "played",
			label = "you played an Untamed action: ready Dark Harbinger",
			applies = function(ctx, event)
				return event.player == ctx.controller
					and event.object:has_type("action")
					and ctx:rule("of_house", event.object, "untamed")
			end,
			resolve = function(ctx)
				ctx:ready(ctx.this)
			end,
		},
	},
}
