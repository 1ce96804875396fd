-- Library Witch: Intercept (the rules script's trigger: it may take an attack on your
-- champion). On Death: draw a card.
return {
	triggers = {
		{
			on = "attack",
			label = "Intercept",
			applies = function(ctx, event)
				return ctx:rule("intercepts", event)
			end,
			resolve = function(ctx)
				ctx:rule("intercept")
			end,
		},
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
