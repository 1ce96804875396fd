-- Hallowed Blaster (CotA 233): Action: Heal 3 damage from a creature.
return {
	action = function(ctx)
		local all = ctx:objects({ zone = "battleline" })
		ctx:heal(ctx:choose({ prompt = "Heal which creature?", objects = all })[1], 3)
	end,
}
