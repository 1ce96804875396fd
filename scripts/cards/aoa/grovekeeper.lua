-- Grovekeeper (AoA 324): At the end of your turn, give each neighboring creature a +1 power
-- counter.
return {
	triggers = {
		{
			on = "turn_ended",
			label = "end of your turn: +1 power counter on each neighbor (Grovekeeper)",
			applies = function(ctx, event)
				return event.player == ctx.controller
			end,
			resolve = function(ctx)
				for _, neighbor in ipairs(ctx.this:neighbors()) do
					ctx:add_counter(neighbor, "power", 1)
				end
			end,
		},
	},
}
