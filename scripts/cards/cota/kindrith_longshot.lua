-- Kindrith Longshot (CotA 357): Elusive. Skirmish. Reap: Deal 2 damage to a creature.
return {
	reap = function(ctx)
		local all = ctx:objects({ zone = "battleline" })
		ctx:deal_damage(ctx:choose({ prompt = "Deal 2 damage to which creature?", objects = all })[1], 2)
	end,
}
