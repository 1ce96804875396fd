-- Zysysyx Shockworm (AoA 175), creature: After an enemy creature reaps, stun it.
return {
	triggers = {
		{
			on = "when_you_do",
			own = false,
			label = "after an enemy creature reaps, stun it (Zysysyx Shockworm)",
			applies = function(ctx, event)
				return event.name == "reaped" and event.player ~= ctx.controller
			end,
			resolve = function(ctx, event)
				ctx:rule("stun", event.object)
			end,
		},
	},
}
