-- Greater Oxtet (WC 105): Taunt (data). At the end of your "ready cards" step, purge a card
-- from your hand. If you do, give Greater Oxtet two +1 power counters. An empty hand:
-- nothing happens.
return {
	triggers = {
		{
			on = "phase_ended",
			label = "end of your ready cards step: purge a card from your hand (Greater Oxtet)",
			applies = function(ctx, event)
				return event.phase == "ready" and event.player == ctx.controller
			end,
			resolve = function(ctx)
				local hand = ctx:objects({ zone = "hand", controller = "you" })
				local card = ctx:choose({ prompt = "Purge which card from your hand?", objects = hand })[1]
				if card == nil then
					return
				end
				local before = ctx:count({ zone = "purged", controller = "you" })
				ctx:banish(card)
				if ctx:count({ zone = "purged", controller = "you" }) > before and ctx.this:is_valid() then
					ctx:add_counter(ctx.this, "power", 2)
				end
			end,
		},
	},
}
