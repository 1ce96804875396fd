-- Æmber Storm (GR 388): Play: For each æmber in your pool, deal 1 damage to an enemy
-- creature (point by point, its æmber bonus already in the pool; one creature may get
-- more than it needs).
return {
	resolve = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local n = ctx.controller:counter("amber")
		ctx:rule("allot_damage", enemies, n, "Deal 1 damage to which enemy creature?")
	end,
}
