-- Ornar Skullface (GR 048): Assault 3 (data). Scrap: Deal 3 damage to a creature.
return {
	scrap = function(ctx)
		local creatures = ctx:objects({ zone = "battleline", controller = "any" })
		local pick = ctx:choose({ prompt = "Deal 3 damage to which creature?", objects = creatures })[1]
		ctx:deal_damage(pick, 3)
	end,
}
