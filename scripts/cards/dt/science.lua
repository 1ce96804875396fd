-- Science! (DT 059): Play: For the remainder of the turn, after you play another action
-- card, gain 1 æmber.
return {
	resolve = function(ctx)
		ctx:lasting({ duration = "turn", effect = { trigger = "science" } })
	end,
	triggers = {
		{
			on = "played",
			lasting = "science",
			label = "you played another action card: gain 1 æmber (Science!)",
			applies = function(ctx, event)
				return event.player == ctx.controller
					and event.object.id ~= ctx.this.id
					and event.object:has_type("action")
			end,
			resolve = function(ctx)
				ctx:gain(ctx.controller, "amber", 1)
			end,
		},
	},
}
