-- Mastermindy (MM 285): Elusive (the rules'). At the end of your turn, put a scheme counter
-- on Mastermindy. Action: Remove each scheme counter from it; steal 1 æmber for each.
return {
	triggers = {
		{
			on = "turn_ended",
			label = "end of your turn: a scheme counter on Mastermindy",
			applies = function(ctx, event)
				return event.player == ctx.controller
			end,
			resolve = function(ctx)
				ctx:add_counter(ctx.this, "scheme", 1)
			end,
		},
	},
	action = function(ctx)
		local schemes = ctx.this:counter("scheme")
		if schemes > 0 then
			ctx:add_counter(ctx.this, "scheme", -schemes)
			ctx:steal(schemes)
		end
	end,
}
