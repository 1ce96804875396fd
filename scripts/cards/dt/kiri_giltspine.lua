-- Kiri Giltspine (DT 342): Elusive. After an enemy creature reaps, it does not ready during
-- its controller's next "ready cards" step.
return {
	triggers = {
		{
			on = "used",
			label = "an enemy creature reaped: it stays exhausted through its next ready step (Kiri Giltspine)",
			applies = function(ctx, event)
				return event.ability == "reap"
					and event.object:is_valid()
					and event.object:controller() == ctx.opponent
					and event.object:zone() == "battleline"
			end,
			resolve = function(ctx, event)
				-- On its controller's own turn, their next ready step is this turn's.
				local duration = "controller_next_turn"
				if ctx.opponent:is_turn_player() then
					duration = "turn"
				end
				ctx:lasting({ target = event.object, duration = duration, effect = { forbid = "wake_step" } })
			end,
		},
	},
}
