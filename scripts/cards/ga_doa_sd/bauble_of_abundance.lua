-- Bauble of Abundance: Banish it: each player draws a card (its controller first).
return {
	activated = {
		draw = {
			resolve = function(ctx)
				ctx:draw(1, ctx.controller)
				ctx:draw(1, ctx.opponent)
			end,
		},
	},
}
