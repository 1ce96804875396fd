-- Snippy (GR 154): Skirmish (data). Play: Deal 2 damage to a creature. Scrap: Destroy an
-- enemy flank creature.
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		local pick = ctx:choose({ prompt = "Deal 2 damage to which creature?", objects = creatures })[1]
		ctx:deal_damage(pick, 2)
	end,
	scrap = function(ctx)
		local flanks = ctx:rule("flank_creatures", "opponent")
		local pick = ctx:choose({ prompt = "Destroy which enemy flank creature?", objects = flanks })[1]
		ctx:destroy(pick)
	end,
}
