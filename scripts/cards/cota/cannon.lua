-- Cannon (CotA 021): Action: Deal 2 damage to a creature.
return {
	action = function(ctx)
		local all = ctx:objects({ zone = "battleline" })
		ctx:deal_damage(ctx:choose({ prompt = "Deal 2 damage to which creature?", objects = all })[1], 2)
	end,
}
