-- Æmberfin Shark, evil twin (DT 368): At the end of your turn, each player loses 1 æmber.
-- Give it a +1 power counter for each æmber lost this way.
return {
	triggers = {
		{
			on = "turn_ended",
			label = "each player loses 1; a +1 power counter per æmber lost (Æmberfin Shark)",
			applies = function(ctx, event)
				return event.player == ctx.controller
			end,
			resolve = function(ctx)
				local lost = 0
				for _, player in ipairs({ ctx.controller, ctx.opponent }) do
					local before = player:counter("amber")
					ctx:gain(player, "amber", -1)
					lost += before - player:counter("amber")
				end
				if lost > 0 then
					ctx:add_counter(ctx.this, "power", lost)
				end
			end,
		},
	},
}
