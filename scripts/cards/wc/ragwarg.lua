-- Ragwarg (WC 027): After a creature reaps, if it is the first time a creature has reaped
-- this turn, deal 2 damage to it (either side's creature; only the turn's first reap).
return {
	triggers = {
		{
			on = "used",
			label = "the turn's first reap: 2 damage to the creature (Ragwarg)",
			applies = function(ctx, event)
				return event.ability == "reap"
					and event.player ~= nil
					and ctx:rule("reaps_this_turn", event.player) == 1
			end,
			resolve = function(ctx, event)
				if event.object ~= nil and event.object:is_valid() then
					ctx:deal_damage(event.object, 2)
				end
			end,
		},
	},
}
