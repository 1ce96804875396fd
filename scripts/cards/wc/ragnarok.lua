-- Ragnarok (WC 047): Alpha (data). Play: For the remainder of the turn, creatures cannot
-- reap and you gain 1 æmber whenever a friendly creature fights. At the end of the turn,
-- destroy each creature.
return {
	resolve = function(ctx)
		ctx:lasting({
			target = { type = "creature", controller = "any" },
			duration = "turn",
			effect = { forbid = "reap" },
		})
		ctx:lasting({ duration = "turn", effect = { trigger = "ragnarok_fight" } })
		ctx:lasting({ duration = "turn", effect = { trigger = "ragnarok_end" } })
	end,
	triggers = {
		{
			on = "used",
			lasting = "ragnarok_fight",
			label = "a friendly creature fought: gain 1 æmber (Ragnarok)",
			applies = function(ctx, event)
				return event.ability == "fight" and event.player == ctx.controller
			end,
			resolve = function(ctx)
				ctx:gain(ctx.controller, "amber", 1)
			end,
		},
		{
			on = "turn_ended",
			lasting = "ragnarok_end",
			label = "the turn ends: destroy each creature (Ragnarok)",
			resolve = function(ctx)
				ctx:destroy(ctx:objects({ zone = "battleline", controller = "any" }))
			end,
		},
	},
}
