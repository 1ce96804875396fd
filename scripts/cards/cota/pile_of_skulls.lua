-- Pile of Skulls (CotA 025), artifact: Each time an enemy creature is destroyed during your
-- turn, a friendly creature captures 1 æmber. "Enemy" is the controller the creature had
-- as it was destroyed.
return {
	triggers = {
		{
			on = "destroyed",
			label = "an enemy creature was destroyed: a friendly creature captures 1 (Pile of Skulls)",
			applies = function(ctx, event)
				return ctx.controller:is_turn_player()
					and event.player ~= ctx.controller
					and event.object:has_type("creature")
			end,
			resolve = function(ctx)
				local mine = ctx:objects({ zone = "battleline", controller = "you" })
				ctx:capture(
					ctx:choose({ prompt = "Which friendly creature captures 1 æmber?", objects = mine })[1],
					1
				)
			end,
		},
	},
}
