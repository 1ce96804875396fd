-- Haunting Witch (GR 377): After you play a creature, if you are haunted, gain 1 æmber
-- (Haunting Witch's own play too: it is in play as its play completes).
return {
	triggers = {
		{
			on = "played",
			label = "gain 1 æmber if you are haunted (Haunting Witch)",
			applies = function(ctx, event)
				return event.player == ctx.controller and event.object:has_type("creature")
			end,
			resolve = function(ctx)
				if ctx:rule("haunted") then
					ctx:gain(ctx.controller, "amber", 1)
				end
			end,
		},
	},
}
