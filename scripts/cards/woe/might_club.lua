-- Might Club (WoE 044): Action: Ready and enrage a creature.
return {
	action = function(ctx)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		local picked = ctx:choose({ prompt = "Ready and enrage which creature?", objects = all })[1]
		if picked ~= nil then
			ctx:ready(picked)
			ctx:rule("enrage", picked)
		end
	end,
}
