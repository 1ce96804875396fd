-- Hub of Innovation: On Enter: draw a card into your memory.
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: draw a card into your memory",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				ctx:rule("draw_into_memory")
			end,
		},
	},
}
