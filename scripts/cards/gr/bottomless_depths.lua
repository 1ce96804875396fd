-- Bottomless Depths (GR 276): Each time you discard a card from your hand, that card goes from
-- your discard pile facedown under Bottomless Depths (the zone "beneath", KF-BENEATH-1).
return {
	triggers = {
		{
			on = "moved",
			label = "a card you discarded from your hand goes under Bottomless Depths",
			applies = function(ctx, event)
				return event.from == "hand"
					and event.to == "discard"
					and event.object:owner() == ctx.controller
			end,
			resolve = function(ctx, event)
				local card = event.object
				if card:is_valid() and card:zone() == "discard" then
					ctx:attach(card, ctx.this, "beneath")
				end
			end,
		},
	},
}
