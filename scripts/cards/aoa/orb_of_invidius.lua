-- Orb of Invidius (AoA 096), artifact: After a creature reaps (anyone's), stun it.
return {
	triggers = {
		{
			on = "when_you_do",
			own = false,
			label = "after a creature reaps, stun it (Orb of Invidius)",
			applies = function(_ctx, event)
				return event.name == "reaped"
			end,
			resolve = function(ctx, event)
				ctx:rule("stun", event.object)
			end,
		},
	},
}
