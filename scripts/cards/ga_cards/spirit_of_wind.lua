-- On Enter: Draw seven cards.
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: draw seven cards",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				ctx:draw(7)
			end,
		},
	},
}
