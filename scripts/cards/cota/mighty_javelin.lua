-- Mighty Javelin (CotA 024): Omni: Sacrifice Mighty Javelin. Deal 4 damage to a creature.
return {
	omni = function(ctx)
		ctx:destroy(ctx.this)
		local creatures = ctx:objects({ zone = "battleline" })
		ctx:deal_damage(
			ctx:choose({ prompt = "Deal 4 damage to which creature?", objects = creatures })[1],
			4
		)
	end,
}
