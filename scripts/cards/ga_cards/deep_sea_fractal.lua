-- Deep Sea Fractal: Hindered (the ruleset's enters_rested keyword). On Enter: Each player
-- puts the top card of their deck into their graveyard. Reservable (a payment keyword).
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: each player puts the top card of their deck into their graveyard",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				for _, player in ipairs({ ctx.controller, ctx.opponent }) do
					ctx:move(ctx:top(1, player)[1], "graveyard")
				end
			end,
		},
	},
}
