-- The First Scroll (DT 151): After a player forges a key, each creature they control
-- captures 1 æmber from its own side.
return {
	triggers = {
		{
			on = "gained",
			label = "a key was forged: each of that player's creatures captures 1 from its own side (The First Scroll)",
			applies = function(ctx, event)
				return event.counter == "keys" and event.amount > 0
			end,
			resolve = function(ctx, event)
				local side = "opponent"
				if event.player == ctx.controller then
					side = "you"
				end
				for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = side })) do
					ctx:rule("capture_from_own_side", creature, 1)
				end
			end,
		},
	},
}
