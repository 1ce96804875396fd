-- Library Access (CotA 115): Play: For the remainder of the turn, each time you play
-- another card, draw a card. Purge Library Access (the errata the 2024 reprint prints).
return {
	resolve = function(ctx)
		ctx:lasting({ duration = "turn", effect = { trigger = "next_plays" } })
		ctx:banish(ctx.this)
	end,
	triggers = {
		{
			on = "played",
			lasting = "next_plays",
			label = "another card played: draw a card (Library Access)",
			applies = function(ctx, event)
				return event.player == ctx.controller and event.object ~= ctx.this
			end,
			resolve = function(ctx)
				ctx:draw(1)
			end,
		},
	},
}
