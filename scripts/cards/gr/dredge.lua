-- Dredge (GR 300): Play: For the rest of the turn each friendly creature gains, "After Reap:
-- Return a card from your discard pile to the top of your deck" (a lasting trigger).
return {
	resolve = function(ctx)
		ctx:lasting({ duration = "turn", effect = { trigger = "reaped" } })
	end,
	triggers = {
		{
			on = "used",
			lasting = "reaped",
			label = "a friendly creature reaped: a card of your discard pile on top of your deck",
			applies = function(ctx, event)
				return ctx:rule("friendly_reaped", event)
			end,
			resolve = function(ctx)
				local pile = ctx:objects({ zone = "discard", controller = "you" })
				local pick = ctx:choose({ prompt = "Put which card on top of your deck?", objects = pile })[1]
				if pick ~= nil then
					ctx:move(pick, "deck")
				end
			end,
		},
	},
}
