-- Tide Diviner: On Enter: Look at the top 1 + LV cards of your deck. Put one of those
-- cards into your hand and the rest into your graveyard.
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: look at the top 1 + LV cards, one to your hand, the rest to your graveyard",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				local looked = ctx:top(1 + ctx:rule("level"))
				if #looked == 0 then
					return
				end
				local kept = ctx:choose({
					prompt = "a card to put into your hand (the rest go to your graveyard)",
					objects = looked,
					min = 1,
					max = 1,
				})[1]
				ctx:move(kept, "hand")
				for _, card in ipairs(looked) do
					if card.id ~= kept.id then
						ctx:move(card, "graveyard")
					end
				end
			end,
		},
	},
}
