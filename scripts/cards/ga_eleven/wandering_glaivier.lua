-- Wandering Glaivier: On Death: each player draws a card.
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "On Death: each player draws a card",
			resolve = function(ctx)
				ctx:draw(1, ctx.controller)
				ctx:draw(1, ctx.opponent)
			end,
		},
	},
}
