-- Take Hostages (CotA 226): Play: For the remainder of the turn, each time a friendly
-- creature fights, it captures 1 æmber (from the opponent). A creature the fight
-- destroyed captures nothing.
return {
	resolve = function(ctx)
		ctx:lasting({ duration = "turn", effect = { trigger = "friendly_fight" } })
	end,
	triggers = {
		{
			on = "used",
			lasting = "friendly_fight",
			label = "a friendly creature fought: it captures 1 æmber (Take Hostages)",
			applies = function(ctx, event)
				return event.ability == "fight" and event.player == ctx.controller
			end,
			resolve = function(ctx, event)
				ctx:capture(event.object, 1)
			end,
		},
	},
}
