-- Eclectic Ambrosius (WoE 236): At the end of your turn, put a knowledge counter on it.
-- Action: Remove 3 knowledge counters from it. If you do, gain 6 æmber.
return {
	triggers = {
		{
			on = "turn_ended",
			label = "end of your turn: a knowledge counter (Eclectic Ambrosius)",
			applies = function(ctx, event)
				return event.player == ctx.controller
			end,
			resolve = function(ctx)
				ctx:add_counter(ctx.this, "knowledge", 1)
			end,
		},
	},
	action = function(ctx)
		if ctx.this:counter("knowledge") < 3 then
			return
		end
		ctx:add_counter(ctx.this, "knowledge", -3)
		ctx:gain(ctx.controller, "amber", 6)
	end,
}
