-- Witch of the Spore (GR 387): Poison (data). Scrap: Deal 3 damage to an enemy creature.
return {
	scrap = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local pick = ctx:choose({ prompt = "Deal 3 damage to which enemy creature?", objects = enemies })[1]
		ctx:deal_damage(pick, 3)
	end,
}
