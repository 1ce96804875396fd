-- Bloodshard Imp (AoA 070): After a creature reaps (either side's, itself included), its
-- controller sacrifices it (destroys it).
return {
	triggers = {
		{
			on = "used",
			label = "a creature reaped: its controller sacrifices it (Bloodshard Imp)",
			applies = function(_ctx, event)
				return event.ability == "reap" and event.object:is_valid()
			end,
			resolve = function(ctx, event)
				ctx:destroy(event.object)
			end,
		},
	},
}
