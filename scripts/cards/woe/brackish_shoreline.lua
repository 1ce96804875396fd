-- Brackish Shoreline (WoE 347): After a creature fights (either side's), it does not ready
-- during the "ready cards" step this turn.
return {
	triggers = {
		{
			on = "used",
			label = "a creature fought: it stays exhausted through this turn's ready step (Brackish Shoreline)",
			applies = function(_ctx, event)
				return event.ability == "fight"
					and event.object:is_valid()
					and event.object:zone() == "battleline"
			end,
			resolve = function(ctx, event)
				ctx:lasting({ target = event.object, duration = "turn", effect = { forbid = "wake_step" } })
			end,
		},
	},
}
