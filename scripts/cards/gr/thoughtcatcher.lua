-- Thoughtcatcher (GR 140): Each friendly creature with æmber on it gains, "Destroyed: Draw 1
-- card" (its controller draws). Read as the destruction begins, the æmber still on it.
return {
	triggers = {
		{
			on = "destroying",
			label = "Destroyed: draw a card (Thoughtcatcher)",
			applies = function(ctx, event)
				return ctx:rule("friendly_holding_amber", event.object)
			end,
			resolve = function(ctx)
				ctx:draw(1)
			end,
		},
	},
}
