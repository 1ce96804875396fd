-- Tick-Tock (GR 164): At the end of your turn, a time counter goes on each friendly Clock
-- creature; then with 3 or more on Tick-Tock, destroy it, and if it is destroyed, archive up
-- to 3 cards from your hand and discard pile.
return {
	triggers = {
		{
			on = "turn_ended",
			label = "end of your turn: time counters on your Clocks",
			applies = function(ctx, event)
				return event.player == ctx.controller
			end,
			resolve = function(ctx)
				if not ctx:rule("clock_tick", 3) or not ctx:destroy(ctx.this) then
					return
				end
				local cards = ctx:objects({ zone = "hand", controller = "you" })
				for _, card in ipairs(ctx:objects({ zone = "discard", controller = "you" })) do
					table.insert(cards, card)
				end
				local picks =
					ctx:choose({ prompt = "Archive up to 3 cards", objects = cards, min = 0, max = 3 })
				for _, card in ipairs(picks) do
					ctx:move(card, "archives")
				end
			end,
		},
	},
}
