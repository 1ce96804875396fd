-- Zizok (WoE 150): Skirmish. Splash-attack 1 (data). After an enemy creature is destroyed
-- by Zizok's splash-attack damage, ready Zizok: the destroyed event names the damage's
-- kind and its source (KF-EVT-FIGHT-2).
return {
	triggers = {
		{
			on = "destroyed",
			label = "its splash-attack damage destroyed an enemy creature: ready Zizok",
			applies = function(ctx, event)
				return event.player ~= ctx.controller and event.cause == "splash" and event.source == ctx.this
			end,
			resolve = function(ctx)
				ctx:ready(ctx.this)
			end,
		},
	},
}
