-- Gorm of Omm (CotA 232): Omni: Sacrifice Gorm of Omm. Destroy an artifact.
return {
	omni = function(ctx)
		ctx:destroy(ctx.this)
		ctx:destroy(
			ctx:choose({ prompt = "Destroy which artifact?", objects = ctx:objects({ zone = "artifacts" }) })[1]
		)
	end,
}
