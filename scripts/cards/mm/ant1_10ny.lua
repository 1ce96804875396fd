-- ANT1-10NY (MM 318): Play: Capture all of your opponent's æmber. At the end of your turn,
-- move 1 æmber from ANT1-10NY to your opponent's pool ("your": its controller then).
return {
	resolve = function(ctx)
		ctx:capture(ctx.this, ctx.opponent:counter("amber"))
	end,
	triggers = {
		{
			on = "turn_ended",
			label = "end of your turn: 1 æmber from ANT1-10NY to your opponent",
			applies = function(ctx, event)
				return event.player == ctx.controller and ctx.this:counter("amber") > 0
			end,
			resolve = function(ctx)
				if ctx.this:counter("amber") > 0 then
					ctx:add_counter(ctx.this, "amber", -1)
					ctx:gain(ctx.opponent, "amber", 1)
				end
			end,
		},
	},
}
