-- Siphonapterian (GR 104): While you are haunted, Siphonapterian gains taunt. Destroyed:
-- If it is not your turn, gain 2 æmber.
return {
	statics = {
		{
			grant = "taunt",
			self_only = true,
			condition = function(ctx)
				return ctx:rule("haunted")
			end,
		},
	},
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: gain 2 æmber if it is not your turn (Siphonapterian)",
			resolve = function(ctx)
				if not ctx.controller:is_turn_player() then
					ctx:gain(ctx.controller, "amber", 2)
				end
			end,
		},
	},
}
