-- Ritual of the Hunt (CotA 343), artifact: Omni: Sacrifice Ritual of the Hunt. For the rest
-- of the turn, friendly Untamed creatures may be used whatever house is active (they gain
-- "versatile", which the rules script's house check reads).
return {
	omni = function(ctx)
		ctx:destroy(ctx.this)
		ctx:lasting({
			target = { zone = "battleline", controller = "you", attributes = { house = "untamed" } },
			duration = "turn",
			effect = { grant = "versatile" },
		})
	end,
}
