-- Tide Warp (DT 028): At the start of your turn, if the tide is high, your opponent raises
-- the tide. Otherwise, you raise the tide.
return {
	triggers = {
		{
			on = "turn_began",
			label = "turn the tide (Tide Warp)",
			applies = function(ctx, event)
				return event.player == ctx.controller
			end,
			resolve = function(ctx)
				ctx:rule("turn_the_tide")
			end,
		},
	},
}
