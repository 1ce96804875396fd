-- Saurian Plant (WC 289), Star Alliance Plant (290), Untamed Plant (291): Elusive. After a
-- player (either) chooses the house the card names as their active house, its controller
-- gains 1 æmber.
local HOUSE = {
	saurian_plant = "saurian",
	star_alliance_plant = "staralliance",
	untamed_plant = "untamed",
}

return {
	triggers = {
		{
			on = "declared",
			label = "a player chose the plant's house: gain 1 æmber",
			applies = function(ctx, event)
				return event.name == "house" and event.value == HOUSE[ctx.this:card_id()]
			end,
			resolve = function(ctx, _event)
				ctx:gain(ctx.controller, "amber", 1)
			end,
		},
	},
}
