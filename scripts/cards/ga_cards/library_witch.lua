-- Library Witch: Intercept (the rules script's keyword trigger: it may take an attack on
-- your champion). On Death: draw a card.
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
