-- Warsong (CotA 018): Play: For the remainder of the turn, each time a friendly creature
-- fights, gain 1 æmber.
return {
	resolve = function(ctx)
		ctx:lasting({ duration = "turn", effect = { trigger = "friendly_fight" } })
	end,
	triggers = {
		{
			on = "used",
			lasting = "friendly_fight",
			label = "a friendly creature fought: gain 1 æmber (Warsong)",
			applies = function(ctx, event)
				return event.ability == "fight" and event.player == ctx.controller
			end,
			resolve = function(ctx)
				ctx:gain(ctx.controller, "amber", 1)
			end,
		},
	},
}
