-- Thoughtcatcher (GR 140): Each friendly creature with æmber on it gains, "Destroyed: Draw 1
-- card" (its controller draws). Read as the destruction begins, the æmber still on it.
return {
	triggers = {
		{
			on = "destroying",
			label = "Destroyed: draw a card (Thoughtcatcher)",
			applies = function(ctx, event)
				local creature = event.object
				return creature ~= nil
					and creature:is_valid()
					and creature:zone() == "battleline"
					and creature:controller() == ctx.controller
					and creature:counter("amber") > 0
			end,
			resolve = function(ctx)
				ctx:draw(1)
			end,
		},
	},
}
