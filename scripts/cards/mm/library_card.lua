-- Library Card (MM 105): Action: Purge Library Card. If you do, for the remainder of the
-- turn, after you play a card, draw a card.
return {
	action = function(ctx)
		if ctx:banish(ctx.this) then
			ctx:lasting({ duration = "turn", effect = { trigger = "card_played" } })
		end
	end,
	triggers = {
		{
			on = "played",
			lasting = "card_played",
			label = "you played a card: draw a card",
			applies = function(ctx, event)
				return event.player == ctx.controller
			end,
			resolve = function(ctx)
				ctx:draw(1)
			end,
		},
	},
}
