-- Library Witch: Intercept (printed keyword; it matters only in combat). On Death: draw a card.
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "On Death: draw a card",
			resolve = function(ctx)
				ctx:draw(1)
			end,
		},
	},
}
