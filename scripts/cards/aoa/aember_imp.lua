-- Æmber Imp (AoA 053): Elusive (data). After a creature reaps (either side's, itself
-- included), stun it.
return {
	triggers = {
		{
			on = "used",
			label = "a creature reaped: stun it (Æmber Imp)",
			applies = function(_ctx, event)
				return event.ability == "reap" and event.object:is_valid()
			end,
			resolve = function(ctx, event)
				ctx:rule("stun", event.object)
			end,
		},
	},
}
