-- Prospector (WoE 113), token creature: Destroyed: Draw a card.
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: draw a card",
			resolve = function(ctx)
				ctx:draw(1)
			end,
		},
	},
}
