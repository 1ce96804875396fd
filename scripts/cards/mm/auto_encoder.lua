-- Auto-Encoder (MM 066), artifact: After a card is discarded from your hand (by you or an
-- opponent's card), archive the top card of your deck.
return {
	triggers = {
		{
			on = "moved",
			label = "a card was discarded from your hand: archive the top card of your deck",
			applies = function(ctx, event)
				return event.from == "hand"
					and event.to == "discard"
					and event.object:owner() == ctx.controller
			end,
			resolve = function(ctx)
				local top = ctx:top(1)[1]
				if top ~= nil then
					ctx:move(top, "archives")
				end
			end,
		},
	},
}
