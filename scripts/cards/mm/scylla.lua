-- Scylla (MM 230): Each enemy creature gains, "Reap: Deal 4 damage to this creature." Written
-- as what that gained ability does: after an enemy creature reaps, it deals itself 4
-- damage (the creature is the damage's source, as its own ability's would be).
return {
	triggers = {
		{
			on = "used",
			label = "an enemy creature reaped: 4 damage to it (Scylla)",
			applies = function(ctx, event)
				return event.ability == "reap"
					and event.object:is_valid()
					and event.object:controller() ~= ctx.controller
			end,
			resolve = function(ctx, event)
				ctx:deal_damage(event.object, 4, event.object)
			end,
		},
	},
}
