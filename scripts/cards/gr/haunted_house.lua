-- Haunted House (GR 149): At the start of your turn, if you are not haunted, discard the top
-- card of your deck. Omni: If you are haunted, gain 1 æmber.
return {
	triggers = {
		{
			on = "turn_began",
			label = "start of your turn: not haunted, discard the top card of your deck",
			applies = function(ctx, event)
				return event.player == ctx.controller
			end,
			resolve = function(ctx)
				if not ctx:rule("haunted") then
					ctx:discard(ctx:top(1)[1])
				end
			end,
		},
	},
	omni = function(ctx)
		if ctx:rule("haunted") then
			ctx:gain(ctx.controller, "amber", 1)
		end
	end,
}
