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
				local pick = ctx:choose({
					prompt = "turn your Shifting Currents to face (or keep them)",
					options = ctx:rule("other_currents"),
					min = 0,
					max = 1,
				})[1]
				if pick then
					ctx:rule("face_currents", pick)
				end
			end,
		},
	},
}
