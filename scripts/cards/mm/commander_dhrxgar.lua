-- Commander Dhrxgar (MM 337): After an upgrade is attached to Commander Dhrxgar or one of
-- its neighbors (by either player), gain 1 æmber.
return {
	triggers = {
		{
			on = "attached",
			label = "an upgrade was attached to it or a neighbor: gain 1 (Commander Dhrxgar)",
			applies = function(ctx, event)
				local host = event.host
				return event.object:has_type("upgrade")
					and host ~= nil
					and (host == ctx.this or host:is_beside(ctx.this))
			end,
			resolve = function(ctx)
				ctx:gain(ctx.controller, "amber", 1)
			end,
		},
	},
}
