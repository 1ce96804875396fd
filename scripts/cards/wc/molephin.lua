-- Molephin (WC 360): Hazardous 3 (data). After æmber is stolen from you, deal 1 damage to
-- each enemy creature for each æmber stolen (one hit of that much to each, together).
return {
	triggers = {
		{
			on = "gained",
			label = "æmber stolen from you: 1 damage per æmber to each enemy creature",
			applies = function(ctx, event)
				return event.cause == "steal" and event.player == ctx.controller and (event.amount or 0) < 0
			end,
			resolve = function(ctx, event)
				for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "opponent" })) do
					ctx:deal_damage(creature, -event.amount)
				end
			end,
		},
	},
}
