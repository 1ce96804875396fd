-- Feats of Strength (WoE 026): Play: For the remainder of the turn, each time an enemy
-- creature is destroyed in a fight, make a token creature. The destroyed event names the
-- fight (its damage, splash-attack damage or poison: KF-EVT-FIGHT-1); each copy played
-- keeps its own trigger on.
return {
	resolve = function(ctx)
		ctx:lasting({ duration = "turn", effect = { trigger = "enemy_destroyed_in_a_fight" } })
	end,
	triggers = {
		{
			on = "destroyed",
			lasting = "enemy_destroyed_in_a_fight",
			label = "an enemy creature was destroyed in a fight: make a token creature (Feats of Strength)",
			applies = function(ctx, event)
				return event.player ~= ctx.controller and ctx:rule("destroyed_in_a_fight", event)
			end,
			resolve = function(ctx)
				ctx:rule("make_token")
			end,
		},
	},
}
