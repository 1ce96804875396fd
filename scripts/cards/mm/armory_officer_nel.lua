-- Armory Officer Nel (MM 319): After an upgrade enters play (either player's), draw a card.
return {
	triggers = {
		{
			on = "moved",
			label = "an upgrade entered play: draw a card (Armory Officer Nel)",
			applies = function(_ctx, event)
				return event.to == "upgrades" and event.object:has_type("upgrade")
			end,
			resolve = function(ctx)
				ctx:draw(1)
			end,
		},
	},
}
