-- Celestial Gorm (WoE 211): Omni: Destroy Celestial Gorm. Return each other artifact to its
-- owner's hand.
return {
	omni = function(ctx)
		ctx:destroy(ctx.this)
		for _, artifact in ipairs(ctx:objects({ zone = "artifacts", controller = "any" })) do
			if artifact ~= ctx.this then
				ctx:move(artifact, "hand")
			end
		end
	end,
}
