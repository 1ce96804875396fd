-- Echo Pearl (DT 339): Omni: Destroy Echo Pearl. Exhaust, stun, and enrage a creature.
return {
	omni = function(ctx)
		ctx:destroy(ctx.this)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		local picked = ctx:choose({ prompt = "Exhaust, stun and enrage which creature?", objects = all })[1]
		if picked == nil then
			return
		end
		ctx:exhaust(picked)
		ctx:rule("stun", picked)
		ctx:rule("enrage", picked)
	end,
}
