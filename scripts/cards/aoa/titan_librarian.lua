-- Titan Librarian (AoA 120), creature: At the end of your turn, if it is not on a flank,
-- archive a card (from your hand, the player's pick).
return {
	triggers = {
		{
			on = "turn_ended",
			label = "end of your turn: archive a card (Titan Librarian)",
			applies = function(ctx, event)
				return event.player == ctx.controller and not ctx:rule("on_flank", ctx.this)
			end,
			resolve = function(ctx)
				local hand = ctx:objects({ zone = "hand", controller = "you" })
				local card = ctx:choose({ prompt = "Archive which card?", objects = hand })[1]
				if card ~= nil then
					ctx:move(card, "archives")
				end
			end,
		},
	},
}
