-- Shifting Currents (the mastery's card, in its player's mastery zone): [Kongming Bonus]
-- at the beginning of your end phase, you may change its direction to a different one of
-- your choice. Its ability works from the mastery zone.
return {
	triggers = {
		{
			on = "phase_began",
			from = { "mastery" },
			label = "[Kongming Bonus] your end phase begins: you may turn your Shifting Currents",
			applies = function(ctx, event)
				return event.phase == "end"
					and ctx.controller:is_turn_player()
					and ctx:rule("lineage_bonus", "kongming")
			end,
			resolve = function(ctx)
				ctx:rule("choose_currents", ctx:rule("other_currents"), true)
			end,
		},
	},
}
