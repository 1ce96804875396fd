-- Widespread Corruption (DT 210), artifact: After a player gains æmber by reaping, a
-- creature they do not control captures that æmber (1, from that player's pool: the reap's
-- `gained_by_reaping`, which a replacement taking the æmber away does not make). The
-- artifact's controller picks the creature.
return {
	triggers = {
		{
			on = "when_you_do",
			own = false,
			label = "a creature the reaper does not control captures the reaped æmber (Widespread Corruption)",
			applies = function(ctx, event)
				return event.name == "gained_by_reaping"
			end,
			resolve = function(ctx, event)
				local side = event.player == ctx.controller and "opponent" or "you"
				local creatures = ctx:objects({ zone = "battleline", controller = side })
				local picked = ctx:choose({
					prompt = "Which creature captures the reaped æmber?",
					objects = creatures,
				})[1]
				if picked ~= nil then
					ctx:capture(picked, 1)
				end
			end,
		},
	},
}
