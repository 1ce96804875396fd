-- Package Courier: On Enter: you may discard a card. If you do, draw a card.
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: you may discard a card to draw a card",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				ctx:rule("may_discard_to_draw")
			end,
		},
	},
}
