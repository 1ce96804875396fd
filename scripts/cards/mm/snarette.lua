-- Snarette (MM 014): At the end of your turn, Snarette captures 1 æmber. Action: Every
-- æmber on Snarette goes back to the common supply.
return {
	action = function(ctx)
		local held = ctx.this:counter("amber")
		if held > 0 then
			ctx:add_counter(ctx.this, "amber", -held)
		end
	end,
	triggers = {
		{
			on = "turn_ended",
			label = "end of your turn: Snarette captures 1 æmber",
			applies = function(ctx, event)
				return event.player == ctx.controller
			end,
			resolve = function(ctx)
				ctx:capture(ctx.this, 1)
			end,
		},
	},
}
