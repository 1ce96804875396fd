-- Storm Crawler (AoA 189), creature: only deals 1 damage when fighting (the stat
-- fight_damage, the rules'). After an enemy creature reaps, stun it.
return {
	triggers = {
		{
			on = "when_you_do",
			own = false,
			label = "after an enemy creature reaps, stun it (Storm Crawler)",
			applies = function(ctx, event)
				return event.name == "reaped" and event.player ~= ctx.controller
			end,
			resolve = function(ctx, event)
				ctx:rule("stun", event.object)
			end,
		},
	},
}
