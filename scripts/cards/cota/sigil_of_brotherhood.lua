-- Sigil of Brotherhood (CotA 236), artifact: Omni: Sacrifice Sigil of Brotherhood. For the
-- rest of the turn, friendly Sanctum creatures may be used whatever house is active (they
-- gain "versatile", which the rules script's house check reads).
return {
	omni = function(ctx)
		ctx:destroy(ctx.this)
		ctx:lasting({
			target = { zone = "battleline", controller = "you", attributes = { house = "sanctum" } },
			duration = "turn",
			effect = { grant = "versatile" },
		})
	end,
}
