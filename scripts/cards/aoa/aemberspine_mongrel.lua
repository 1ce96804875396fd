-- Æmberspine Mongrel (AoA 335): Hazardous 3 (data). After your opponent uses a creature
-- to reap, gain 1 æmber. "You" is whoever controls the Mongrel now.
return {
	triggers = {
		{
			on = "used",
			label = "the opponent reaped: gain 1 æmber (Æmberspine Mongrel)",
			applies = function(ctx, event)
				return event.ability == "reap" and event.player == ctx.opponent
			end,
			resolve = function(ctx)
				ctx:gain(ctx.controller, "amber", 1)
			end,
		},
	},
}
