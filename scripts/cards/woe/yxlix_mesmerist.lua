-- Yxlix Mesmerist (WoE 166): Action: A creature captures 1 æmber from its own side.
return {
	action = function(ctx)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		ctx:rule(
			"capture_from_own_side",
			ctx:choose({ prompt = "Which creature captures from its own side?", objects = all })[1],
			1
		)
	end,
}
