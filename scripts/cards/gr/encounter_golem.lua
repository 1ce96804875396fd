-- Encounter Golem (GR R03): Hazardous 3 (data). After you play an action card, that card goes
-- from your discard pile to the bottom of your deck (an opponent's card you played is in
-- their discard pile: it stays). Destroyed: archived if you are haunted (the keyword `haunted_archive`, data).
return {
	triggers = {
		{
			on = "played",
			label = "your action card goes to the bottom of your deck",
			applies = function(ctx, event)
				return event.player == ctx.controller and event.object:has_type("action")
			end,
			resolve = function(ctx, event)
				local card = event.object
				if card:is_valid() and card:zone() == "discard" and card:owner() == ctx.controller then
					ctx:move(card, "deck", { position = "bottom" })
				end
			end,
		},
	},
}
