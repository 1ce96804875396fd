-- Brobnar Plant (WC 286) and Dis Plant (WC 287): After a player (either) chooses the
-- plant's house (Brobnar, Dis) as their active house, its controller gains 1 æmber.
local HOUSE = { brobnar_plant = "brobnar", dis_plant = "dis" }

return {
	triggers = {
		{
			on = "declared",
			label = "the house was chosen: gain 1 æmber (Plant)",
			applies = function(ctx, event)
				return event.name == "house" and event.value == HOUSE[ctx.this:card_id()]
			end,
			resolve = function(ctx, _event)
				ctx:gain(ctx.controller, "amber", 1)
			end,
		},
	},
}
