-- Lightsmith Clariel, evil twin (DT 067): Action: switch a creature's power and armor for
-- the rest of the turn (KF-SWITCH-STATS-1).
return {
	action = function(ctx)
		local creatures = ctx:objects({ zone = "battleline", controller = "any" })
		local picked =
			ctx:choose({ prompt = "Switch which creature's power and armor?", objects = creatures })[1]
		ctx:rule("switch_power_and_armor", picked)
	end,
}
