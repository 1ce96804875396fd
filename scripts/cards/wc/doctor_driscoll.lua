-- Doctor Driscoll (WC 329): Elusive (data). Action: Heal 2 damage from a creature (either
-- side's). Gain 1 æmber for each damage healed this way.
return {
	action = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		local patient = ctx:choose({ prompt = "Heal which creature?", objects = creatures })[1]
		if patient == nil then
			return
		end
		local healed = math.min(2, patient:damage())
		if healed > 0 and ctx:heal(patient, healed) then
			ctx:gain(ctx.controller, "amber", healed)
		end
	end,
}
