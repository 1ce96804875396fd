-- Zap (WC 307): Play: Deal 1 damage to a creature for each house represented among
-- creatures in play (both sides); each point to a creature the player picks.
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline", controller = "any" })
		local n = ctx:rule("houses_among", creatures)
		ctx:rule("allot_damage", creatures, n, "Deal 1 damage to which creature?")
	end,
}
