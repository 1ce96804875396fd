-- Flamewake Shaman (AoA 022): Play: Deal 2 damage to a creature (itself included).
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline", controller = "any" })
		ctx:deal_damage(
			ctx:choose({ prompt = "Deal 2 damage to which creature?", objects = creatures })[1],
			2
		)
	end,
}
