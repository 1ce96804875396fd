-- Æmber Conduction Unit (AoA 176), artifact: After an enemy creature reaps, if it is the
-- first creature to reap this turn, stun it. A stunned creature's use only removes its
-- stun (recorded as "remove_stun"), so it is no reap.
return {
	triggers = {
		{
			on = "used",
			label = "an enemy creature reaped first this turn: stun it (Æmber Conduction Unit)",
			applies = function(ctx, event)
				return event.ability == "reap"
					and event.player == ctx.opponent
					and ctx:rule("reaps_this_turn", ctx.controller)
							+ ctx:rule("reaps_this_turn", ctx.opponent)
						== 1
			end,
			resolve = function(ctx, event)
				ctx:rule("stun", event.object)
			end,
		},
	},
}
