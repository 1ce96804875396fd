-- Ecstacy Siphon (AS 062): Play: Deal 1 damage to an enemy creature for each card in your
-- opponent's hand (point by point).
return {
	resolve = function(ctx)
		local n = ctx:count({ zone = "hand", controller = "opponent" })
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		ctx:rule("allot_damage", enemies, n, "Deal 1 damage to which enemy creature?")
	end,
}
