-- Ritual of the Hunt (CotA 343) and Sigil of Brotherhood (CotA 236, whose data names this
-- script), artifacts: Omni: Sacrifice this. For the rest of the turn, your creatures of its
-- house (Untamed; Sanctum) may be used whatever house is active: they gain "versatile",
-- which the rules script's house check reads.
return {
	omni = function(ctx)
		local house = ctx.this:attribute("house")
		ctx:destroy(ctx.this)
		ctx:lasting({
			target = { zone = "battleline", controller = "you", attributes = { house = house } },
			duration = "turn",
			effect = { grant = "versatile" },
		})
	end,
}
